import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional, Trim } from '../../../core/http/validators.js';
import { SLUG_PATTERN } from '../../../core/db/slugs/slug-registry.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { BLOG_LIMITS } from '../limits.js';

const SLUG_RULE = 'slug must be lower-case letters and digits joined by single hyphens';

export class CreateBlogCategoryDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.categoryNameMax)
  name: string;

  /** defaults to the name, slugified */
  @Optional()
  @IsString()
  @MaxLength(BLOG_LIMITS.slugMax)
  @Matches(SLUG_PATTERN, { message: SLUG_RULE })
  slug?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOG_LIMITS.categoryDescriptionMax)
  description?: string | null;
}

export class UpdateBlogCategoryDto {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.categoryNameMax)
  name?: string;

  @Optional()
  @IsString()
  @MaxLength(BLOG_LIMITS.slugMax)
  @Matches(SLUG_PATTERN, { message: SLUG_RULE })
  slug?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOG_LIMITS.categoryDescriptionMax)
  description?: string | null;
}

export class BlogCategoryListQuery extends ListQuery {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(BLOG_LIMITS.searchMin)
  @MaxLength(BLOG_LIMITS.searchMax)
  search?: string;
}

export { SLUG_RULE };
export const CATEGORY_SORT = ['name', 'slug', 'createdAt', 'updatedAt'] as const;
