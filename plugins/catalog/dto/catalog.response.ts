import { field } from '../../../core/http/openapi/response-fields.js';

/** A category as the admin routes answer it. */
export class CategoryResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
  @field.string({ nullable: true }) description: string | null;
  @field.uuid({ nullable: true, description: "The parent's publicId; null for a root" }) parentId: string | null;
  @field.integer({ description: '0 for a root' }) depth: number;
  @field.integer() displayOrder: number;
  @field.boolean() isVisible: boolean;
  @field.boolean({ description: 'Visible and so are all its ancestors' }) effectiveVisible: boolean;
  @field.string({ nullable: true }) imageUrl: string | null;
  @field.string({ nullable: true }) imageAlt: string | null;
  @field.string({ nullable: true }) seoTitle: string | null;
  @field.string({ nullable: true }) seoDescription: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

export class CategoryTreeNodeResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
  @field.integer() depth: number;
  @field.integer() displayOrder: number;
  @field.boolean() isVisible: boolean;
  @field.boolean() effectiveVisible: boolean;
  @field.array(() => CategoryTreeNodeResponse) children: CategoryTreeNodeResponse[];
}

export class CategoryBreadcrumbResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
  @field.integer() depth: number;
  @field.boolean() isVisible: boolean;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

/** A brand as the admin routes answer it. */
export class BrandResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
  @field.string({ nullable: true }) description: string | null;
  @field.integer() displayOrder: number;
  @field.boolean() isVisible: boolean;
  @field.string({ nullable: true }) logoUrl: string | null;
  @field.string({ nullable: true }) logoAlt: string | null;
  @field.string({ nullable: true }) seoTitle: string | null;
  @field.string({ nullable: true }) seoDescription: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

export class BrandSeriesResponse extends BrandResponse {
  @field.uuid({ nullable: true }) brandPublicId: string | null;
}

export class TagResponse {
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) slug: string | null;
  @field.boolean() isVisible: boolean;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}
