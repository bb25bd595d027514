import { In, type SelectQueryBuilder } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { definePanelResource, formValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { repo } from '../../core/db/transaction.js';
import { platform } from '../../core/platform.js';
import { MediaUploadDto } from './dto/media-upload.dto.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';
import { UploadErrors } from './errors.js';
import { UPLOAD_TYPES, type UploadType } from './upload-types.js';
import { uploads } from './uploads-context.js';
import { dropFormFileAfter, formFilePart } from '../../core/panel/form-file.js';
import { userLabels } from '../accounts/index.js';
import { containsPattern } from '../../core/db/sql.js';

/*
 * The media library in the admin panel (module Uploads): every stored upload, searchable, and an
 * upload endpoint for the panel: the `new` action of this resource takes a multipart form
 * (fields `file`, optional `uploadType` and `optimize`) under the panel session, runs the same checks,
 * WebP re-encoding and storage as POST /api/upload, and answers the record with its relativePath
 * and URL. Other panel resources' image fields store that public URL (not the key: see core/storage/public-reference.ts).
 * The list shows a thumbnail of public images, the file's name as stored ("phone.png" converted to WebP is
 * "phone.webp"), its size in KB/MB and who uploaded it by name.
 */

const PANEL_UPLOAD_TYPE: UploadType = 'landing';

const SORT: Record<string, string> = {
  name: 'f.originalName',
  originalName: 'f.originalName',
  size: 'f.size',
  sizeLabel: 'f.size',
  createdAt: 'f.createdAt',
  uploadType: 'f.uploadType',
};

function query(filters: PanelListQuery['filters']): SelectQueryBuilder<UploadedFile> {
  const qb = repo(UploadedFile).createQueryBuilder('f');
  // the title search (pickers) and the name filter look at the uploaded name and the stored one
  const name = [filters.name, filters.originalName].find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim() ?? '';
  if (name) qb.andWhere('(f.originalName ILIKE :name OR f.filename ILIKE :name)', { name: containsPattern(name) });
  if (typeof filters.uploadType === 'string' && filters.uploadType) qb.andWhere('f.uploadType = :type', { type: filters.uploadType });
  if (typeof filters.ownerKind === 'string' && filters.ownerKind) qb.andWhere('f.ownerKind = :kind', { kind: filters.ownerKind });
  const key = typeof filters.relativePath === 'string' ? filters.relativePath.trim() : '';
  if (key) qb.andWhere('f.key ILIKE :key', { key: containsPattern(key) });
  return qb;
}

/** 1536 -> "1.5 KB" (binary units, one decimal under 10; a no-break space before the unit). */
export function humanSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  // a no-break space: "86 B" stays on one line
  return `${value.toFixed(digits)}\u00a0${units[unit]}`;
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** What the library calls a file: its uploaded name with the extension it is stored under ("phone.png" stored as WebP is "phone.webp"). */
export function storedName(f: Pick<UploadedFile, 'originalName' | 'filename'>): string {
  const stored = extensionOf(f.filename);
  const base = f.originalName.replace(/\.[A-Za-z0-9]{1,10}$/, '');
  return stored && extensionOf(f.originalName) !== stored ? `${base}.${stored}` : f.originalName;
}

/** Public files show their permanent URL (and a thumbnail when an image); a private file's URL is for its owner (signed-url route). */
function row(f: UploadedFile, owners: Map<string, string>): PanelRow {
  const url = f.isPublic ? platform().storage.publicUrl(f.key) : null;
  return {
    id: f.publicId,
    name: storedName(f),
    originalName: f.originalName,
    storedFile: f.filename,
    thumbnail: url && f.mimeType.startsWith('image/') ? url : null,
    typeLabel: f.isPublic ? extensionOf(f.filename).toUpperCase() || 'FILE' : 'PRIVATE',
    uploadType: f.uploadType,
    mimeType: f.mimeType,
    size: f.size,
    sizeLabel: humanSize(f.size),
    relativePath: f.key,
    url,
    isPublic: f.isPublic,
    ownerKind: f.ownerKind,
    ownerId: f.ownerId,
    owner: f.ownerId ? (owners.get(f.ownerId) ?? 'A removed account') : 'Bazaar (system)',
    createdAt: f.createdAt,
  };
}

/** The rows of a page of files, their uploaders named in one lookup. */
async function rows(files: UploadedFile[]): Promise<PanelRow[]> {
  const owners = await userLabels(files.flatMap((f) => (f.ownerId ? [f.ownerId] : [])));
  return files.map((f) => row(f, owners));
}

export function uploadsAdmin(): unknown[] {
  return [
    definePanelResource({
      id: 'Media',
      module: 'Uploads',
      properties: [
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
      ],
      options: {
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
      },
      async find(q) {
        const sort = SORT[q.sortBy ?? 'createdAt'] ?? 'f.createdAt';
        const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
        return rows(await query(q.filters).orderBy(sort, dir).addOrderBy('f.id', dir).skip(q.offset).take(q.limit).getMany());
      },
      count: (filters) => query(filters).getCount(),
      async findMany(ids) {
        const valid = ids.filter((id) => isUuid(id));
        if (!valid.length) return [];
        return rows(await repo(UploadedFile).findBy({ publicId: In(valid) }));
      },
      create: {
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
          return (await rows([stored!.row]))[0]!;
        },
      },
    }),
  ];
}
