import { entityColumnsSql } from '../../../core/db/entity-columns.js';
import { containsPattern } from '../../../core/db/sql.js';
import { filterText, panelReads } from '../../../core/panel/panel-reads.js';
import type { PanelListQuery, PanelRow } from '../../../core/panel/resource-spec.js';
import { UploadedFile } from '../entities/uploaded-file.entity.js';
import { fileRow, withOwners } from './media-row.js';

const reads = panelReads({
  select: `SELECT ${entityColumnsSql(UploadedFile, 't')} FROM uploaded_files t`,
  countFrom: 'FROM uploaded_files t',
  sortable: {
    name: 't.original_name',
    originalName: 't.original_name',
    size: 't.size',
    sizeLabel: 't.size',
    createdAt: 't.created_at',
    uploadType: 't.upload_type',
  },
  defaultSort: 'createdAt',
  filters: {
    name: (v, p) => `(t.original_name ILIKE ${p(containsPattern(v))} OR t.filename ILIKE ${p(containsPattern(v))})`,
    uploadType: (v, p) => `t.upload_type = ${p(v)}`,
    ownerKind: (v, p) => `t.owner_kind = ${p(v)}`,
    relativePath: (v, p) => `t.key ILIKE ${p(containsPattern(v))}`,
  },
  // the size column is a bigint, read as text by a raw query
  toRow: (f: UploadedFile) => fileRow({ ...f, size: Number(f.size) } as UploadedFile),
});

/** The title search (pickers) and the name filter both look at the uploaded name and the stored one: the first given wins. */
function withNameFilter(filters: PanelListQuery['filters']): PanelListQuery['filters'] {
  const { name: _name, originalName: _originalName, ...rest } = filters;
  const name = filterText(filters.name) ?? filterText(filters.originalName);
  return name === undefined ? rest : { ...rest, name };
}

/** The media library's list reads, uploaders named. */
export const mediaReads = {
  find: async (q: PanelListQuery): Promise<PanelRow[]> => withOwners(await reads.find({ ...q, filters: withNameFilter(q.filters) })),
  count: (filters: PanelListQuery['filters']): Promise<number> => reads.count(withNameFilter(filters)),
  findMany: async (ids: string[]): Promise<PanelRow[]> => withOwners(await reads.findMany(ids)),
};
