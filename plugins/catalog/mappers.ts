import type { CategoryRow } from './category-queries.js';

export function toCategory(r: CategoryRow) {
  return {
    publicId: r.publicId,
    name: r.name,
    slug: r.slug,
    description: r.description,
    parentId: r.parentPublicId,
    depth: Number(r.depth),
    displayOrder: r.displayOrder,
    isVisible: r.isVisible,
    effectiveVisible: r.effectiveVisible,
    imageUrl: r.imageUrl,
    imageAlt: r.imageAlt,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    deletedAt: r.deletedAt,
  };
}

export type BrandLikeRow = {
  publicId: string;
  name: string;
  slug: string | null;
  description: string | null;
  displayOrder: number;
  isVisible: boolean;
  logoUrl: string | null;
  logoAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  brandPublicId?: string;
};

export function toBrand(r: BrandLikeRow) {
  return {
    publicId: r.publicId,
    name: r.name,
    slug: r.slug,
    description: r.description,
    displayOrder: r.displayOrder,
    isVisible: r.isVisible,
    logoUrl: r.logoUrl,
    logoAlt: r.logoAlt,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    deletedAt: r.deletedAt,
  };
}

export function toSeries(r: BrandLikeRow) {
  return { ...toBrand(r), brandPublicId: r.brandPublicId ?? null };
}

export type TagRow = { publicId: string; name: string; slug: string | null; isVisible: boolean; createdAt: Date; updatedAt: Date; deletedAt: Date | null };

export function toTag(r: TagRow) {
  return { publicId: r.publicId, name: r.name, slug: r.slug, isVisible: r.isVisible, createdAt: r.createdAt, updatedAt: r.updatedAt, deletedAt: r.deletedAt };
}
