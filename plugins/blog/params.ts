import { createParamDecorator } from 'routing-controllers';
import { invalidField } from '../../core/http/app-error.js';

/** Blog ids are positive integers (spec 01 convention 4); returned as a string for bigint columns. */
export function parseBlogId(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value) || Number(value) > Number.MAX_SAFE_INTEGER) return null;
  return value;
}

/** A path parameter holding a blog id (400 VALIDATION_FAILED naming it otherwise). */
export function ParseBlogId(name: string) {
  return createParamDecorator({
    required: true,
    value: (action) => {
      const id = parseBlogId(action.request.params?.[name]);
      if (id === null) throw invalidField(name, `${name} must be a positive integer`);
      return id;
    },
  });
}
