import type { ResourceOptions } from 'adminjs';
import { dropFormFileAfter, formFilePart } from '../../../core/panel/form-file.js';
import { definePanelResource, formValue, type PanelProperty, type PanelWrite } from '../../../core/panel/resource-spec.js';
import { MediaUploadDto } from '../dto/media-upload.dto.js';
import { UploadErrors } from '../errors.js';
import { UPLOAD_TYPES, type UploadType } from '../upload-types.js';
import { uploads } from '../uploads-context.js';
import { mediaReads } from './media-reads.js';
import { fileRow, withOwners } from './media-row.js';

const PANEL_UPLOAD_TYPE: UploadType = 'landing';

const MEDIA_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'thumbnail', isEditable: false, thumbnail: { fallbackFrom: 'typeLabel' } },
  { path: 'name', isTitle: true, isSortable: true, isEditable: false },
  { path: 'originalName', isEditable: false },
  { path: 'storedFile', isEditable: false },
  { path: 'uploadType', availableValues: [...UPLOAD_TYPES], isSortable: true },
  { path: 'optimize', type: 'boolean', defaultValue: true },
  { path: 'file', type: 'mixed' },
  { path: 'mimeType', isEditable: false },
  { path: 'size', type: 'number', isSortable: true, isEditable: false },
  { path: 'sizeLabel', isSortable: true, isEditable: false },
  { path: 'relativePath', isEditable: false },
  { path: 'url', isEditable: false },
  { path: 'isPublic', type: 'boolean', isEditable: false },
  { path: 'ownerKind', availableValues: ['admin', 'customer', 'system'], isEditable: false },
  { path: 'owner', isEditable: false },
  { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
];

const MEDIA_OPTIONS: ResourceOptions = {
  navigation: { name: 'Content', icon: 'Image' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  listProperties: ['thumbnail', 'name', 'uploadType', 'sizeLabel', 'owner', 'createdAt'],
  showProperties: [
    'thumbnail',
    'name',
    'originalName',
    'storedFile',
    'uploadType',
    'mimeType',
    'sizeLabel',
    'isPublic',
    'url',
    'relativePath',
    'ownerKind',
    'owner',
    'createdAt',
  ],
  editProperties: ['uploadType', 'optimize', 'file'],
  filterProperties: ['originalName', 'uploadType', 'ownerKind', 'relativePath'],
  actions: {
    new: {
      after: dropFormFileAfter('file'),
    },
  },
  translations: {
    en: {
      labels: { Media: 'Media library' },
      properties: {
        thumbnail: 'Preview',
        name: 'File',
        originalName: 'Uploaded as',
        storedFile: 'Stored file',
        sizeLabel: 'Size',
        mimeType: 'Type',
        // the one rule (README, Upload types): image and link fields store a public file's URL, never the key
        relativePath: 'Storage key',
        url: 'Public URL (store this in image and link fields)',
        isPublic: 'Public (avatar, landing, thumbnail: anyone can load it)',
        ownerKind: 'Uploader kind',
        owner: 'Uploaded by',
        optimize: 'Convert images to WebP',
      },
    },
  },
};

/** The panel's upload: the same checks, WebP re-encoding and storage as POST /api/upload. */
const upload: PanelWrite<[dto: MediaUploadDto]> = {
  dto: MediaUploadDto,
  input: (p) => ({
    uploadType: formValue.optional(p.uploadType),
    optimize: p.optimize === undefined || p.optimize === '' ? undefined : p.optimize === true || p.optimize === 'true',
    file: formFilePart(p.file),
  }),
  run: async (dto: MediaUploadDto) => {
    const { file } = dto;
    if (file.size > uploads.adminMaxFileBytes) throw UploadErrors.FILE_TOO_LARGE();
    const received = [{ path: file.path, originalName: file.name ?? 'file', declaredType: file.type ?? '', size: file.size }];
    // the panel uploads for the storefront: public `landing` unless the form says otherwise (the API keeps spec 01's `image`)
    const type = (dto.uploadType ?? PANEL_UPLOAD_TYPE) as UploadType;
    const [stored] = await uploads.service.storeFiles(received, type, dto.optimize ?? true);
    return (await withOwners([fileRow(stored!.row)]))[0]!;
  },
};

/** The media library (module Uploads): every stored upload, searchable, and the panel's upload endpoint (`new`). */
export function mediaResource() {
  return definePanelResource({
    id: 'Media',
    module: 'Uploads',
    properties: MEDIA_PROPERTIES,
    options: MEDIA_OPTIONS,
    ...mediaReads,
    create: upload,
    errorFields: {
      UPLOAD_FILE_REQUIRED: 'file',
      UPLOAD_FILE_EMPTY: 'file',
      UPLOAD_FILE_TYPE_NOT_ALLOWED: 'file',
      UPLOAD_IMAGE_INVALID: 'file',
      UPLOAD_FILE_TOO_LARGE: 'file',
      UPLOAD_TYPE_INVALID: 'uploadType',
    },
  });
}
