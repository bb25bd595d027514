import type { SeoView } from '../seo/index.js';
import type { PageKey, SectionKey } from './keys.js';

export interface PageRow {
  id: number;
  pageKey: PageKey;
  title: string;
  seoId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SectionRow {
  id: string;
  sectionKey: SectionKey;
  position: number;
  isEnabled: boolean;
  payload: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface SectionView {
  sectionKey: SectionKey;
  position: number;
  isEnabled: boolean;
  payload: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A page as both surfaces show it; `seo` is resolved at read time (null when unset or gone). */
export interface PageView {
  id: number;
  pageKey: PageKey;
  title: string;
  seoId: string | null;
  createdAt: string;
  updatedAt: string;
  seo: SeoView | null;
  sections: SectionView[];
}

/** The page without its seo object: what the public read cache keeps. */
export type CachedPage = Omit<PageView, 'seo'>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function toSectionView(s: SectionRow): SectionView {
  return {
    sectionKey: s.sectionKey,
    position: s.position,
    isEnabled: s.isEnabled,
    payload: s.payload,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
  };
}

export function toCachedPage(p: PageRow, sections: SectionRow[]): CachedPage {
  return {
    id: p.id,
    pageKey: p.pageKey,
    title: p.title,
    seoId: p.seoId,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    sections: sections.map(toSectionView),
  };
}
