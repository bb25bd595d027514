import type { PropertyOptions } from 'adminjs';

/** Name of the image upload field in AdminJS.UserComponents (see admin/components/browser/image-upload.js). */
export const IMAGE_UPLOAD_COMPONENT = 'ImageUpload';

/**
 * How an image field uploads and what it stores.
 * - uploadType: a public type by default (`landing`), so the storefront can show the image without a signed URL.
 * - store: `url` (default) keeps the public URL the upload answers (an absolute URL on the asset origin: accepted by
 *   every image URL rule, which take http(s) URLs or site-relative paths); `relativePath` keeps the storage key
 *   (`public/landing/<id>.webp`), for fields that resolve keys themselves.
 */
export interface ImageFieldOptions {
  uploadType?: 'landing' | 'thumbnail' | 'avatar' | 'image';
  store?: 'url' | 'relativePath';
}

export const DEFAULT_IMAGE_FIELD: Required<ImageFieldOptions> = { uploadType: 'landing', store: 'url' };

/**
 * AdminJS property options that render a property with the image upload field (edit: text, file input, preview;
 * show/list: preview). For plain AdminJS resources: `options.properties.logoUrl = imageUploadProperty()`.
 */
export function imageUploadProperty(opts: ImageFieldOptions = {}, base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    components: { ...base.components, edit: IMAGE_UPLOAD_COMPONENT, show: IMAGE_UPLOAD_COMPONENT, list: IMAGE_UPLOAD_COMPONENT },
    custom: { ...base.custom, imageUpload: { ...DEFAULT_IMAGE_FIELD, ...opts } },
  };
}
