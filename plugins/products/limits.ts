/** The products plugin's limits (spec 02 "Limits", issue 11): the admin DTOs and the import hold their input to these. */
export const PRODUCT_LIMITS = {
  nameMax: 255,
  skuMax: 64,
  slugMax: 260,
  shortDescriptionMax: 500,
  descriptionMax: 100_000,
  gallery: 30,
  videos: 10,
  attachments: 20,
  tags: 25,
  specifications: 100,
  specificationTextMax: 500,
  options: 3,
  optionValues: 100,
  optionTextMax: 60,
  variants: 100,
  /** candidates a generated slug tries (base, base-2...) */
  slugTries: 25,
} as const;

/** Hosts a video's embedUrl may point at: the www video host, its privacy-enhanced host and a player host. */
export const VIDEO_EMBED_HOSTS: readonly string[] = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];
