import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';

/** An absolute http(s) URL or a site-relative path starting with a single `/`. */
export function isLinkOrPath(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

export function IsLinkOrPath(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isLinkOrPath',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be an absolute http(s) URL or a site-relative path starting with /`, ...options },
      validator: { validate: isLinkOrPath },
    });
}

/** Optional, but when present it may not be null (for fields a PUT cannot clear). */
export function PresentNotNull() {
  return ValidateIf((_o, v) => v !== undefined);
}

/** Trims text (before validation, so length rules see the trimmed value). */
export function Trim() {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}
