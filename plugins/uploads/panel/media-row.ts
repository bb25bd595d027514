import { platform } from '../../../core/platform.js';
import type { PanelRow } from '../../../core/panel/resource-spec.js';
import { userLabels } from '../../accounts/index.js';
import type { UploadedFile } from '../entities/uploaded-file.entity.js';

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

/**
 * A file as the library shows it, its uploader still to be named (`withOwners`). Public files show their permanent
 * URL (and a thumbnail when an image); a private file's URL is for its owner (signed-url route).
 */
export function fileRow(f: UploadedFile): PanelRow {
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
    createdAt: f.createdAt,
  };
}

/** The rows of a page of files, their uploaders named in one lookup. */
export async function withOwners(rows: PanelRow[]): Promise<PanelRow[]> {
  const ownerOf = (r: PanelRow) => (r.ownerId as string | null) || null;
  const owners = await userLabels(rows.flatMap((r) => ownerOf(r) ?? []));
  return rows.map((r) => ({ ...r, owner: ownerOf(r) ? (owners.get(ownerOf(r)!) ?? 'A removed account') : 'Bazaar (system)' }));
}
