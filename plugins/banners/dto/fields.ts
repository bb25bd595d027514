import { IsInt, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { IsOptional } from 'class-validator';
import { Instant, IsUrlField, Trim } from '../../../core/http/validators.js';

export { Instant };

export const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A public id (UUID v7). */
export function IsPublicId(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    Matches(UUID_V7, { message: `${String(key)} must be a UUID v7` })(target, key);
  };
}

/** A nullable optional text: trimmed, at most `max` characters; null clears it. */
export function NullableText(max: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    Trim()(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/** A required text: trimmed, 1..max characters. */
export function RequiredText(max: number): PropertyDecorator {
  return (target, key) => {
    Trim()(target, key);
    IsString()(target, key);
    MinLength(1)(target, key);
    MaxLength(max)(target, key);
  };
}

/** An http(s) URL or a site-relative path, at most 2048 characters. */
export function UrlText(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    MaxLength(2048)(target, key);
    IsUrlField('link-or-path')(target, key);
  };
}

/** A time of day HH:MM:SS. */
export function TimeOfDay(): PropertyDecorator {
  return Matches(TIME, { message: (a) => `${a.property} must be a time HH:MM:SS` });
}

export function HexColor(): PropertyDecorator {
  return Matches(HEX_COLOR, { message: (a) => `${a.property} must be a hex colour (#rgb or #rrggbb)` });
}

/** A whole number 0..max. */
export function Count(max = 2_147_483_647): PropertyDecorator {
  return (target, key) => {
    IsInt()(target, key);
    Min(0)(target, key);
    Max(max)(target, key);
  };
}

export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || !value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name (e.g. Asia/Kathmandu, UTC). */
export function IsTimeZone(): PropertyDecorator {
  return ValidateBy({ name: 'isTimeZone', validator: { validate: isTimeZone, defaultMessage: (a) => `${a?.property} must be an IANA time zone name` } });
}

const MEDIA_KEY = /^[A-Za-z0-9_.-]{1,50}$/;

/** A map of variant name to URL (at most 20 entries). */
export function IsMediaVariants(): PropertyDecorator {
  return ValidateBy({
    name: 'isMediaVariants',
    validator: {
      validate: (v) =>
        typeof v === 'object' &&
        v !== null &&
        !Array.isArray(v) &&
        Object.keys(v).length <= 20 &&
        Object.entries(v).every(([k, u]) => MEDIA_KEY.test(k) && typeof u === 'string' && u.length <= 2048 && /^(https?:\/\/|\/(?![/\\]))\S+$/.test(u)),
      defaultMessage: (a) => `${a?.property} must map up to 20 names (letters, digits, _ . -) to URLs`,
    },
  });
}
