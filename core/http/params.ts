import { createParamDecorator } from 'routing-controllers';
import { validate as isUuid } from 'uuid';
import { CommonErrors } from './app-error.js';

/** A path parameter that must be a UUID (400 VALIDATION_FAILED naming it otherwise). */
export function ParseUuid(name: string) {
  return createParamDecorator({
    required: true,
    value: (action) => {
      const value = action.request.params?.[name];
      if (typeof value !== 'string' || !isUuid(value)) {
        throw CommonErrors.VALIDATION_FAILED([{ field: name, problems: [`${name} must be a UUID`] }], `Validation failed: ${name}`);
      }
      return value.toLowerCase();
    },
  });
}
