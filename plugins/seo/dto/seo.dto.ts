import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, isURL, type ValidationOptions } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';

export const SEO_TITLE_MAX = 160;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_URL_MAX = 2048;
export const ROBOTS_VALUES = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;
export type RobotsValue = (typeof ROBOTS_VALUES)[number];

const NOT_BLANK = /\S/;
/** a site-relative path: one leading slash, never protocol-relative `//host`, no whitespace */
const SITE_RELATIVE = /^\/(?!\/)\S*$/;

export const isAbsoluteHttpUrl = (v: unknown): boolean =>
  typeof v === 'string' && isURL(v, { protocols: ['http', 'https'], require_protocol: true, require_tld: false });

function IsUrlOf(kind: 'absolute' | 'absolute-or-path', options?: ValidationOptions) {
  return ValidateBy({
    name: 'isUrlOf',
    validator: {
      validate: (v) => isAbsoluteHttpUrl(v) || (kind === 'absolute-or-path' && typeof v === 'string' && SITE_RELATIVE.test(v)),
      defaultMessage: (a) =>
        kind === 'absolute' ? `${a?.property} must be an absolute http(s) URL` : `${a?.property} must be an absolute http(s) URL or a site-relative path starting with /`,
    },
  }, options);
}

/*
 * Every field is optional; null clears it (absent leaves it unchanged on PATCH).
 * Text is stored trimmed by the service.
 */
export class CreateSeoDto {
  @IsOptional() @IsString() @MaxLength(SEO_TITLE_MAX) @Matches(NOT_BLANK, { message: 'title must not be blank' })
  title?: string | null;

  @IsOptional() @IsString() @MaxLength(SEO_DESCRIPTION_MAX) @Matches(NOT_BLANK, { message: 'description must not be blank' })
  description?: string | null;

  @IsOptional() @IsString() @MaxLength(SEO_URL_MAX) @IsUrlOf('absolute')
  canonicalUrl?: string | null;

  @IsOptional() @IsIn(ROBOTS_VALUES, { message: `robots must be one of: ${ROBOTS_VALUES.join(' | ')}` })
  robots?: RobotsValue | null;

  @IsOptional() @IsString() @MaxLength(SEO_URL_MAX) @IsUrlOf('absolute-or-path')
  ogImageUrl?: string | null;
}

export class UpdateSeoDto extends CreateSeoDto {}

export class SeoListQuery extends ListQuery {
  /** case-insensitive substring of the title */
  @IsOptional() @IsString() @MinLength(1) @MaxLength(100)
  search?: string;

  /** true lists soft-deleted records too */
  @IsOptional() @ToBoolean() @IsBoolean()
  includeDeleted?: boolean;
}
