import type { EntityManager } from 'typeorm';
import type { tabularJobs } from '../../catalog/index.js';
import { FileGroups } from './file-groups.js';
import { parseProductFields, parseVariantFields, productSignature, productSlugOf, readRow } from './parse-row.js';
import { resolveImport } from './resolve.js';
import { createStaging, StagingWriter } from './staging.js';
import { writeImport } from './write.js';

/**
 * A product import: each row is checked (cells, then against its product's earlier rows) and staged as it
 * streams in; then products and variants are matched and checked against the database, and written in bulk.
 */
export async function startProductImport(job: tabularJobs.ClaimedJob, m: EntityManager): Promise<tabularJobs.ImportRun> {
  await createStaging(m);
  const staging = new StagingWriter(m);
  const groups = new FileGroups();
  return {
    async add(row, index) {
      const r = readRow(row, index);
      const slug = productSlugOf(r);
      const signature = productSignature(r);
      const variant = parseVariantFields(r);
      if (slug === null) return r.errors;
      const { group, first } = groups.open(slug, row.row, signature, variant);
      const product = first ? parseProductFields(r) : undefined;
      groups.check(group, first, signature, variant, r, row.row);
      if (!r.errors.length) await staging.add({ row: row.row, slug, variant, product });
      return r.errors;
    },
    async resolve(log) {
      await staging.flush();
      await resolveImport(m, groups, log);
    },
    write(log) {
      return writeImport(m, job, log);
    },
  };
}
