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

/*
 * The media library in the admin panel (module Uploads): every stored upload, searchable, and an
 * upload endpoint for the panel: the `new` action of this resource takes a multipart form
 * (fields `file`, optional `uploadType` and `optimize`) under the panel session, runs the same checks,
 * WebP re-encoding and storage as POST /api/upload, and answers the record with its relativePath
 * and URL. Other panel resources' image fields store that public URL (not the key: see core/storage/public-reference.ts).
 */

const PANEL_UPLOAD_TYPE: UploadType = 'landing';

const like = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;
const SORT: Record<string, string> = { originalName: 'f.originalName', size: 'f.size', createdAt: 'f.createdAt', uploadType: 'f.uploadType' };

function query(filters: PanelListQuery['filters']): SelectQueryBuilder<UploadedFile> {
  const qb = repo(UploadedFile).createQueryBuilder('f');
  const name = typeof filters.originalName === 'string' ? filters.originalName.trim() : '';
  if (name) qb.andWhere('f.originalName ILIKE :name', { name: like(name) });
  if (typeof filters.uploadType === 'string' && filters.uploadType) qb.andWhere('f.uploadType = :type', { type: filters.uploadType });
  if (typeof filters.ownerKind === 'string' && filters.ownerKind) qb.andWhere('f.ownerKind = :kind', { kind: filters.ownerKind });
  const key = typeof filters.relativePath === 'string' ? filters.relativePath.trim() : '';
  if (key) qb.andWhere('f.key ILIKE :key', { key: like(key) });
  return qb;
}

/** Public files show their permanent URL; a private file's URL is for its owner (signed-url route). */
function row(f: UploadedFile): PanelRow {
  return {
    id: f.publicId,
    originalName: f.originalName,
    uploadType: f.uploadType,
    mimeType: f.mimeType,
    size: f.size,
    relativePath: f.key,
    url: f.isPublic ? platform().storage.publicUrl(f.key) : null,
    isPublic: f.isPublic,
    ownerKind: f.ownerKind,
    ownerId: f.ownerId,
    createdAt: f.createdAt,
  };
}



export function uploadsAdmin(): unknown[] {
  return [
    definePanelResource({
      id: 'Media',
      module: 'Uploads',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'originalName', isTitle: true, isSortable: true, isEditable: false },
        { path: 'uploadType', availableValues: [...UPLOAD_TYPES], isSortable: true },
        { path: 'optimize', type: 'boolean' },
        { path: 'file', type: 'mixed' },
        { path: 'mimeType', isEditable: false },
        { path: 'size', type: 'number', isSortable: true, isEditable: false },
        { path: 'relativePath', isEditable: false },
        { path: 'url', isEditable: false },
        { path: 'isPublic', type: 'boolean', isEditable: false },
        { path: 'ownerKind', availableValues: ['admin', 'customer', 'system'], isEditable: false },
        { path: 'ownerId', isEditable: false },
        { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
      ],
      options: {
        navigation: { name: 'Content', icon: 'Image' },
        sort: { sortBy: 'createdAt', direction: 'desc' },
        listProperties: ['originalName', 'uploadType', 'mimeType', 'size', 'createdAt'],
        showProperties: ['id', 'originalName', 'uploadType', 'mimeType', 'size', 'relativePath', 'url', 'isPublic', 'ownerKind', 'ownerId', 'createdAt'],
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
              originalName: 'File name',
              // the one rule (README, Upload types): image and link fields store a public file's URL, never the key
              relativePath: 'Storage key',
              url: 'Public URL (store this in image and link fields)',
              isPublic: 'Public (avatar, landing, thumbnail: anyone can load it)',
              ownerKind: 'Uploaded by',
              optimize: 'Convert images to WebP',
            },
          },
        },
      },
      async find(q) {
        const sort = SORT[q.sortBy ?? 'createdAt'] ?? 'f.createdAt';
        const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
        const rows = await query(q.filters).orderBy(sort, dir).addOrderBy('f.id', dir).skip(q.offset).take(q.limit).getMany();
        return rows.map(row);
      },
      count: (filters) => query(filters).getCount(),
      async findMany(ids) {
        const valid = ids.filter((id) => isUuid(id));
        if (!valid.length) return [];
        return (await repo(UploadedFile).findBy({ publicId: In(valid) })).map(row);
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
          return row(stored!.row);
        },
      },
    }),
  ];
}
