/** Limits of the blog area (spec 01 "Limits" and the field sizes of the tables). */
export const BLOG_LIMITS = {
  videosPerPost: 20,
  faqsPerPost: 50,
  searchMin: 2,
  searchMax: 100,
  titleMax: 255,
  slugMax: 200,
  excerptMax: 1000,
  heroIntroMax: 5000,
  bodyMax: 200_000,
  urlMax: 1000,
  altMax: 255,
  questionMax: 500,
  answerMax: 5000,
  ctaTitleMax: 255,
  ctaLabelMax: 60,
  categoryNameMax: 120,
  categoryDescriptionMax: 2000,
  videoDescriptionMax: 2000,
} as const;

/** Post slugs that would collide with fixed public paths (/api/blogs/categories). */
export const RESERVED_POST_SLUGS = ['categories'];
