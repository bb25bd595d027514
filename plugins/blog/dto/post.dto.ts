import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { IsUrlField, NestedList, Optional, Trim } from '../../../core/http/validators.js';
import { SLUG_PATTERN } from '../../../core/db/slugs/slug-registry.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToInt } from '../../../core/http/transforms.js';
import { BLOG_POST_STATUSES, type BlogPostStatus } from '../entities/blog-post.entity.js';
import { BLOG_LIMITS } from '../limits.js';
import { SLUG_RULE } from './category.dto.js';

const MAX_ID = Number.MAX_SAFE_INTEGER;
const MAX_POSITION = 1_000_000;

export class BlogFaqDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.questionMax)
  question: string;

  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.answerMax)
  answer: string;

  /** defaults to the item's index in the array */
  @Optional()
  @IsInt()
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;
}

export class BlogCtaDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.ctaTitleMax)
  ctaTitle: string;

  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.ctaLabelMax)
  ctaButtonLabel: string;

  @IsString()
  @MaxLength(BLOG_LIMITS.urlMax)
  @IsUrlField()
  ctaButtonLink: string;

  @Optional()
  @IsInt()
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;
}

export class BlogVideoDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.titleMax)
  title: string;

  @IsString()
  @MaxLength(BLOG_LIMITS.urlMax)
  @IsUrlField()
  videoUrl: string;

  @IsOptional()
  @IsUUID()
  seoId?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOG_LIMITS.videoDescriptionMax)
  description?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(BLOG_LIMITS.urlMax)
  @IsUrlField()
  thumbnailUrl?: string | null;

  /** defaults to the item's index in the array */
  @Optional()
  @IsInt()
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;
}

/**
 * Every field of a post but `title` is optional on create; on update every field is optional.
 * Nullable fields take null to clear; title, slug, body and status cannot be null.
 */
class BlogPostFields {
  @Optional()
  @IsString()
  @MaxLength(BLOG_LIMITS.slugMax)
  @Matches(SLUG_PATTERN, { message: SLUG_RULE })
  slug?: string;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOG_LIMITS.excerptMax)
  excerpt?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOG_LIMITS.heroIntroMax)
  heroIntro?: string | null;

  /** HTML; sanitised before it is stored */
  @Optional()
  @IsString()
  @MaxLength(BLOG_LIMITS.bodyMax)
  body?: string;

  @IsOptional()
  @IsString()
  @MaxLength(BLOG_LIMITS.urlMax)
  @IsUrlField()
  featuredImageUrl?: string | null;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(BLOG_LIMITS.altMax)
  featuredImageAlt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true })
  displayDate?: string | null;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  categoryId?: number | null;

  @IsOptional()
  @IsUUID()
  seoId?: string | null;

  @Optional()
  @IsIn(BLOG_POST_STATUSES)
  status?: BlogPostStatus;

  /** replaces the whole FAQ set; [] clears it */
  @Optional()
  @NestedList(() => BlogFaqDto, BLOG_LIMITS.faqsPerPost)
  faqs?: BlogFaqDto[];

  /** replaces the call to action; null removes it */
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BlogCtaDto)
  cta?: BlogCtaDto | null;

  /** replaces the whole video set; [] clears it */
  @Optional()
  @NestedList(() => BlogVideoDto, BLOG_LIMITS.videosPerPost)
  videos?: BlogVideoDto[];
}

export class CreateBlogPostDto extends BlogPostFields {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.titleMax)
  title: string;
}

export class UpdateBlogPostDto extends BlogPostFields {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BLOG_LIMITS.titleMax)
  title?: string;
}

export class BlogSearchQuery extends ListQuery {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(BLOG_LIMITS.searchMin)
  @MaxLength(BLOG_LIMITS.searchMax)
  search?: string;

  @Optional()
  @ToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  categoryId?: number;
}

export class AdminBlogPostListQuery extends BlogSearchQuery {
  // typed string: a type alias would reach the query parser as Object (parsed as JSON)
  @Optional()
  @IsIn(BLOG_POST_STATUSES)
  status?: string;
}

export const ADMIN_POST_SORT = ['title', 'slug', 'status', 'displayDate', 'publishedAt', 'createdAt', 'updatedAt'] as const;
export const PUBLIC_POST_SORT = ['publishedAt', 'displayDate', 'createdAt', 'updatedAt', 'title'] as const;
