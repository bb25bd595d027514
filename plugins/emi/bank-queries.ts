import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { RATE_IN_FORCE_JOIN } from './emi-config.js';
import { toBank, type BankRow } from './mappers.js';
import type { EmiBankResponse } from './dto/emi.response.js';

/** A bank's admin columns over `emi_banks b` with its rate in force at $1 and its offered tenures. */
export const BANK_SELECT = `SELECT b.public_id::text AS id, b.name, b.logo_url AS "logoUrl", b.is_active AS "isActive", b.position,
       rf.public_id::text AS "rateId", rf.annual_rate_bps AS "rateBps", rf.effective_from AS "rateFrom",
       ARRAY(SELECT bt.months FROM emi_bank_tenures bt WHERE bt.bank_id = b.id ORDER BY bt.months) AS tenures,
       b.created_at AS "createdAt", b.updated_at AS "updatedAt", b.deleted_at AS "deletedAt"
  FROM emi_banks b ${RATE_IN_FORCE_JOIN}`;

/** Banks by public id (deleted ones too), as the admin routes show them. */
export async function banksByIds(ids: string[]): Promise<EmiBankResponse[]> {
  const rows = await sqlRows<BankRow>(`${BANK_SELECT} WHERE b.public_id = ANY($2::uuid[]) ORDER BY b.position, b.id`, [clock.now(), ids]);
  return rows.map(toBank);
}
