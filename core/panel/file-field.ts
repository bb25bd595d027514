import type { PropertyOptions } from 'adminjs';

/** Name of the file field in AdminJS.UserComponents (see admin/components/browser/file-upload.js). */
export const FILE_UPLOAD_COMPONENT = 'FileUpload';

export interface FileFieldOptions {
  /** the file input's `accept` (e.g. '.csv,.xlsx') */
  accept?: string;
}

/**
 * AdminJS property options for a file sent with the form itself (multipart): the field keeps the chosen File
 * in the record's params, so AdminJS submits the form as multipart and the action receives the part
 * (formidable: `{path, name, type, size}`; the action removes the temp file when done).
 */
export function fileUploadProperty(opts: FileFieldOptions = {}, base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    type: 'mixed',
    components: { ...base.components, edit: FILE_UPLOAD_COMPONENT, show: FILE_UPLOAD_COMPONENT, list: FILE_UPLOAD_COMPONENT },
    custom: { ...base.custom, fileUpload: { accept: opts.accept ?? '' } },
  };
}
