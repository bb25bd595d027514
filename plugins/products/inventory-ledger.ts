import { actorLabel, currentActor } from '../../core/context/request-context.js';
import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import type { MovementReason } from './entities/inventory-movement.entity.js';

export interface Movement {
  variantId: string;
  deltaOnHand: number;
  deltaReserved: number;
  reason: MovementReason;
  reference?: string | null;
  note?: string | null;
}

/**
 * The ledger's INSERT of `movements`, attributed to the context's actor, with its parameters numbered from `first`:
 * a statement of its own, or a step of the caller's stock statement (a CTE), so the change and its ledger rows are
 * one statement. `ids`: the rows' public ids.
 */
export function movementsInsert(movements: Movement[], first = 1): { sql: string; params: unknown[]; ids: string[] } {
  const ids = movements.map(() => newPublicId());
  const actor = currentActor();
  const $ = (n: number) => `$${first + n - 1}`;
  const sql = `INSERT INTO inventory_movements (public_id, variant_id, delta_on_hand, delta_reserved, reason, reference, note, actor, actor_id, created_at)
     SELECT * , ${$(7)}::varchar, ${$(8)}::varchar, ${$(9)}::timestamptz
       FROM unnest(${$(1)}::uuid[], ${$(2)}::bigint[], ${$(3)}::int[], ${$(4)}::int[], ${$(5)}::varchar[], ${$(6)}::varchar[], ${$(10)}::varchar[])
         AS m(public_id, variant_id, delta_on_hand, delta_reserved, reason, reference, note)`;
  const params = [
    ids,
    movements.map((m) => m.variantId),
    movements.map((m) => m.deltaOnHand),
    movements.map((m) => m.deltaReserved),
    movements.map((m) => m.reason),
    movements.map((m) => m.reference ?? null),
    actorLabel(actor),
    actor.publicId,
    clock.now(),
    movements.map((m) => m.note ?? null),
  ];
  return { sql, params, ids };
}

/** Appends movements to the ledger in one statement, attributed to the context's actor; returns their public ids. */
export async function recordMovements(movements: Movement[]): Promise<string[]> {
  if (!movements.length) return [];
  const { sql, params, ids } = movementsInsert(movements);
  await sqlRows(sql, params);
  return ids;
}
