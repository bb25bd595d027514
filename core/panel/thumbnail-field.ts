import type { PropertyOptions } from 'adminjs';

/** Name of the thumbnail in AdminJS.UserComponents (see admin/components/browser/thumbnail.js). */
export const THUMBNAIL_COMPONENT = 'Thumbnail';

export interface ThumbnailOptions {
  /** a property of the record whose text stands in when there is no image (e.g. the file's extension) */
  fallbackFrom?: string;
}

/** AdminJS property options that show an image URL as a thumbnail in lists and a preview on the record's page (read only). */
export function thumbnailProperty(opts: ThumbnailOptions = {}, base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    components: { ...base.components, list: THUMBNAIL_COMPONENT, show: THUMBNAIL_COMPONENT },
    custom: { ...base.custom, thumbnail: { fallbackFrom: opts.fallbackFrom ?? null } },
  };
}
