import { createParamDecorator } from 'routing-controllers';
import { validate as isUuid } from 'uuid';
import { invalidField } from './app-error.js';

/** A path parameter that must be a UUID (400 VALIDATION_FAILED naming it otherwise). */
export function ParseUuid(name: string) {
  return createParamDecorator({
    required: true,
    value: (action) => {
      const value = action.request.params?.[name];
      if (typeof value !== 'string' || !isUuid(value)) {
        throw invalidField(name, `${name} must be a UUID`);
      }
      return value.toLowerCase();
    },
  });
}
