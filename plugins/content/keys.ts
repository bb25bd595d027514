/** The page and section vocabulary of spec 01 "Content page and section", and which sections each page takes. */

export const PAGE_KEYS = [
  'home',
  'about',
  'faq',
  'privacy_policy',
  'return_policy',
  'terms_of_service',
  'global_footer',
  'global_header',
  'contact',
  'blogs',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const SECTION_KEYS = [
  'hero',
  'how_it_works',
  'faq_intro',
  'related_blogs_intro',
  'cta_banner',
  'why_choose',
  'document',
  'data_flow_summary',
  'brand_blurb',
  'quick_links',
  'legal_links',
  'copyright',
  'contact_info',
  'contact_form',
  'about_stats',
  'our_mission',
  'announcement_bar',
  'about_story_media',
  'about_team',
  'about_stores',
  'trust_strip',
  'payment_methods',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/**
 * Sections each page accepts. Binding from the spec: return_policy only `document`; global_header exactly
 * announcement_bar, contact_info, quick_links; about has the about_* media/team/stores sections; home has
 * trust_strip; global_footer has payment_methods. The rest is our design (docs: content decisions).
 */
export const PAGE_SECTIONS: Record<PageKey, readonly SectionKey[]> = {
  home: ['hero', 'how_it_works', 'why_choose', 'trust_strip', 'faq_intro', 'related_blogs_intro', 'cta_banner'],
  about: ['hero', 'our_mission', 'about_story_media', 'about_stats', 'about_team', 'about_stores', 'why_choose', 'cta_banner'],
  faq: ['hero', 'faq_intro', 'cta_banner'],
  privacy_policy: ['document', 'data_flow_summary'],
  return_policy: ['document'],
  terms_of_service: ['document'],
  global_footer: ['brand_blurb', 'quick_links', 'legal_links', 'contact_info', 'payment_methods', 'copyright'],
  global_header: ['announcement_bar', 'contact_info', 'quick_links'],
  contact: ['hero', 'contact_info', 'contact_form', 'faq_intro'],
  blogs: ['hero', 'related_blogs_intro', 'cta_banner'],
};

/** Title a page row gets when an admin first touches the page. */
export const DEFAULT_TITLES: Record<PageKey, string> = {
  home: 'Home',
  about: 'About us',
  faq: 'Frequently asked questions',
  privacy_policy: 'Privacy policy',
  return_policy: 'Return policy',
  terms_of_service: 'Terms of service',
  global_footer: 'Global footer',
  global_header: 'Global header',
  contact: 'Contact us',
  blogs: 'Blog',
};

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}

export function isSectionKey(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}

export function sectionAllowed(page: PageKey, section: string): section is SectionKey {
  return (PAGE_SECTIONS[page] as readonly string[]).includes(section);
}
