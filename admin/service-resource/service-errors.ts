import { AppError } from '../../core/http/app-error.js';
import type { PanelResourceSpec } from '../../core/panel/resource-spec.js';
import { serviceFieldErrors, type FieldNaming } from '../field-errors.js';
import type { AdminJSModule } from './kit.js';

/** Runs a service call; a rule it refuses (AppError) becomes a validation error AdminJS shows, beside the fields it names. */
export function serviceCaller({ ValidationError }: AdminJSModule, spec: PanelResourceSpec, naming: FieldNaming) {
  const onForm = (path: string) => spec.properties.some((p) => p.path === path);
  return async function serviceCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const fields = serviceFieldErrors(e, naming, onForm, spec.errorFields);
      const message = fields
        ? Object.values(fields)
            .map((f) => f.message)
            .join('; ')
        : e.message;
      // AdminJS counts a write as failed only when some property has an error
      throw new ValidationError(fields ?? { _: { type: e.errorCode, message: e.message } }, { message, type: e.errorCode });
    }
  };
}
