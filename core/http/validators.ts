import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsISO8601, IsObject, IsString, Matches, ValidateBy, ValidateIf, ValidateNested, type ValidationOptions } from 'class-validator';
import { unservedFileProblem } from '../storage/public-reference.js';

/**
 * The field may be left out, but when it is given it must pass its rules: unlike class-validator's
 * IsOptional, a null is validated (and refused by IsString, IsInt...). Use IsOptional only on fields whose
 * type admits null (a null that clears the value).
 */
export function Optional(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/**
 * A list of at most `max` objects, each validated as `type`. Every item must be an object: class-validator's
 * ValidateNested alone walks into an item that is itself an array and passes it (`[[[]]]` reached services).
 */
export function NestedList(type: () => new () => object, max: number): PropertyDecorator {
  const rules = [IsArray(), ArrayMaxSize(max), IsObject({ each: true }), ValidateNested({ each: true }), Type(type)];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/** An instant with its offset: `2026-12-01T00:00:00Z` or `...+05:45` (a bare local time is ambiguous, so refused). */
export function Instant(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    IsISO8601({ strict: true, strictSeparator: true }, { message: `${String(key)} must be an ISO 8601 instant` })(target, key);
    Matches(/(Z|[+-]\d\d:?\d\d)$/, { message: `${String(key)} must carry its offset (Z or +hh:mm)` })(target, key);
  };
}

/** Trims text before validation, so length rules see the stored value. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}

/** An absolute http(s) URL with a host. */
export function isAbsoluteHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || /\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or a site-relative path (one leading `/`, never `//host` or `/\host`). */
export function isLinkOrPath(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return isAbsoluteHttpUrl(value);
}

/**
 * The one rule for URL fields: `absolute` takes only http(s) URLs; `link-or-path` also a site-relative
 * path (a storage path such as /api/files/public/...). No other scheme (javascript:, data:...) passes either,
 * nor a URL that does not serve to the public: a private file or a signed URL (core/storage/public-reference.ts).
 */
export function IsUrlField(kind: 'absolute' | 'link-or-path' = 'link-or-path', options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrlField',
      validator: {
        validate: (v) => (kind === 'absolute' ? isAbsoluteHttpUrl(v) : isLinkOrPath(v)) && !unservedFileProblem(v),
        defaultMessage: (a) => {
          const unserved = unservedFileProblem(a?.value);
          if (unserved) return `${a?.property} ${unserved}`;
          return kind === 'absolute'
            ? `${a?.property} must be an absolute http(s) URL`
            : `${a?.property} must be an absolute http(s) URL or a site-relative path starting with /`;
        },
      },
    },
    options,
  );
}
