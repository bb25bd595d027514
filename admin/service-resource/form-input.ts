import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { takeAmounts } from '../../core/panel/money-field.js';
import { PanelInputError, type PanelResourceSpec, type PanelWrite } from '../../core/panel/resource-spec.js';
import { propertyErrors, type FieldNaming } from '../field-errors.js';
import type { AdminJSModule } from './kit.js';

/**
 * The form's values as the write's DTO: amounts taken in rupees and percent, mapped by the write's `input`, validated
 * like the route's body. Each refusal is an AdminJS validation error beside its field.
 */
export function formValidator({ ValidationError, flat }: AdminJSModule, spec: PanelResourceSpec, naming: FieldNaming) {
  function mappedInput(write: Pick<PanelWrite<any>, 'input'>, params: Record<string, unknown>): Record<string, unknown> {
    try {
      const taken = takeAmounts(spec.properties, flat.unflatten(params) as Record<string, unknown>, naming.labelOf);
      if (Object.keys(taken.problems).length) throw new PanelInputError(taken.problems);
      return write.input(taken.params);
    } catch (e) {
      if (!(e instanceof PanelInputError)) throw e;
      const errors = Object.fromEntries(Object.entries(e.fields).map(([path, message]) => [path, { type: 'invalid', message }]));
      throw new ValidationError(errors, { message: 'thereWereValidationErrors', type: 'VALIDATION_FAILED' });
    }
  }

  return async function validated(write: Pick<PanelWrite<any>, 'dto' | 'input'>, params: Record<string, unknown>): Promise<object> {
    const dto = plainToInstance(write.dto, mappedInput(write, params));
    const errors = await validate(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
    });
    if (errors.length) throw new ValidationError(propertyErrors(errors, naming), { message: 'thereWereValidationErrors', type: 'VALIDATION_FAILED' });
    return dto;
  };
}
