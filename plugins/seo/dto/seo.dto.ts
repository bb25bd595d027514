import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsUrlField, Optional } from '../../../core/http/validators.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';

export const SEO_TITLE_MAX = 160;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_URL_MAX = 2048;
export const ROBOTS_VALUES = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;
export type RobotsValue = (typeof ROBOTS_VALUES)[number];

const NOT_BLANK = /\S/;
/*
 * Every field is optional; null clears it (absent leaves it unchanged on PATCH).
 * Text is stored trimmed by the service.
 */
export class CreateSeoDto {
  @IsOptional()
  @IsString()
  @MaxLength(SEO_TITLE_MAX)
  @Matches(NOT_BLANK, { message: 'title must not be blank' })
  title?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(SEO_DESCRIPTION_MAX)
  @Matches(NOT_BLANK, { message: 'description must not be blank' })
  description?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(SEO_URL_MAX)
  @IsUrlField('absolute')
  canonicalUrl?: string | null;

  @IsOptional()
  @IsIn(ROBOTS_VALUES, { message: `robots must be one of: ${ROBOTS_VALUES.join(' | ')}` })
  robots?: RobotsValue | null;

  @IsOptional()
  @IsString()
  @MaxLength(SEO_URL_MAX)
  @IsUrlField('link-or-path')
  ogImageUrl?: string | null;
}

export class UpdateSeoDto extends CreateSeoDto {}

export class SeoListQuery extends ListQuery {
  /** case-insensitive substring of the title */
  @Optional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  search?: string;

  /** true lists soft-deleted records too */
  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;
}
