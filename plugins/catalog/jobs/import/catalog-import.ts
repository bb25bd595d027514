import type { EntityManager } from 'typeorm';
import { slugify } from '../../../../core/db/slugs/slug-registry.js';
import { SLUG_MAX_LENGTH } from '../../catalog-slugs.js';
import { RowError } from '../errors.js';
import type { JobEntity } from '../job-columns.js';
import type { ImportRun } from '../job-kinds.js';
import type { ClaimedJob } from '../job-store.js';
import { parseRow } from './parse-row.js';
import { resolveRows, type Resolution, type RowKey } from './resolve.js';
import { createStaging, StagingWriter } from './staging.js';
import { writeRows } from './write-rows.js';

/**
 * A category, brand or series import: rows are checked and staged as they come, then slugs, parents and
 * brands are settled over the whole file, then everything is inserted in bulk.
 */
export async function startCatalogImport(job: ClaimedJob, m: EntityManager): Promise<ImportRun> {
  const entity = job.entity as JobEntity;
  await createStaging(m);
  const staging = new StagingWriter(m);
  const keys: RowKey[] = [];
  let resolution: Resolution | undefined;
  return {
    async add(row, index) {
      const { values, errors } = parseRow(entity, index, row);
      keys.push({
        row: row.row,
        explicitSlug: values.slug,
        base: values.slug ? '' : slugBase(entity, values.name),
        parentSlug: values.parentSlug,
        brandSlug: values.brandSlug,
        valid: errors.length === 0,
      });
      if (!errors.length) await staging.add(row.row, values);
      return errors;
    },
    async resolve(log) {
      await staging.flush();
      resolution = await resolveRows(m, entity, keys, log);
    },
    async write(log) {
      const result = await writeRows(
        m,
        entity,
        job.requestedBy,
        keys.map((k) => k.row),
        resolution!,
      );
      if (result.lostSlugs.length) {
        const lost = new Set(result.lostSlugs);
        resolution!.slugs.forEach((s, i) => {
          if (lost.has(s)) log.add({ row: keys[i].row, column: 'slug', errorCode: RowError.SLUG_TAKEN, message: `slug "${s}" was taken while the import ran` });
        });
      }
      return result.written;
    },
  };
}

/** As the create routes generate it (catalog-slugs.ts generateSlug). */
function slugBase(entity: JobEntity, name: string): string {
  return slugify(name, SLUG_MAX_LENGTH - 4) || entity.replace('_', '-');
}
