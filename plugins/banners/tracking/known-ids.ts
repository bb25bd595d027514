import { getDataSource } from '../../../core/db/transaction.js';
import { BANNERS_TABLES_CHANGED } from '../hooks.js';

export type IdKind = 'banner' | 'placement' | 'campaign';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which rows an event may name: not deleted. */
const SOURCES: Record<IdKind, { table: string; alive: string }> = {
  banner: { table: 'banners', alive: 'deleted_at IS NULL' },
  placement: { table: 'placements', alive: 'deleted_at IS NULL' },
  campaign: { table: 'campaigns', alive: 'deleted_at IS NULL' },
};

/**
 * The public ids of the banners, placements and campaigns tracking events may name, held in memory so an
 * event costs no query: loaded on first use, loaded again after any write to those tables (the change
 * feed runs knownIdsOnTablesChanged). A miss asks the database once for that id, since a row created a
 * moment ago may not have reached this instance's set yet; only unknown ids (refused, rate-limited) pay that query.
 */
class KnownIds {
  private sets = new Map<IdKind, Set<string>>();
  private loads = new Map<IdKind, Promise<Set<string>>>();

  async has(kind: IdKind, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const key = id.toLowerCase();
    const set = await this.setOf(kind);
    if (set.has(key)) return true;
    const { table, alive } = SOURCES[kind];
    const rows = await getDataSource().manager.query(`SELECT 1 FROM ${table} WHERE public_id = $1 AND ${alive}`, [key]);
    if (rows.length > 0) set.add(key);
    return rows.length > 0;
  }

  private setOf(kind: IdKind): Promise<Set<string>> | Set<string> {
    const ready = this.sets.get(kind);
    if (ready) return ready;
    let load = this.loads.get(kind);
    if (!load) {
      const { table, alive } = SOURCES[kind];
      load = getDataSource()
        .manager.query(`SELECT public_id::text AS id FROM ${table} WHERE ${alive}`)
        .then((rows: Array<{ id: string }>) => {
          const set = new Set(rows.map((r) => r.id));
          if (this.loads.get(kind) === load) {
            this.sets.set(kind, set);
            this.loads.delete(kind);
          }
          return set;
        })
        .finally(() => {
          if (this.loads.get(kind) === load) this.loads.delete(kind);
        });
      this.loads.set(kind, load);
    }
    return load;
  }

  /** The next lookup loads the set again (a load already running is not kept). */
  forget(kind: IdKind): void {
    this.sets.delete(kind);
    this.loads.delete(kind);
  }
}

export const knownIds = new KnownIds();

/** Drops the sets of the tables written (every set on '*'). */
export const knownIdsOnTablesChanged = BANNERS_TABLES_CHANGED.handle('banners.known-ids', ({ table }) => {
  for (const [kind, source] of Object.entries(SOURCES) as Array<[IdKind, (typeof SOURCES)[IdKind]]>) {
    if (table === '*' || table === source.table) knownIds.forget(kind);
  }
});
