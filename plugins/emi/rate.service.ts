import { clock } from '../../core/clock/clock.js';
import { currentActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { lockAlive, lockRecord, recordActivity } from '../../core/lifecycle/index.js';
import { LIVE_BANK } from './bank.service.js';
import type { CreateEmiRateDto } from './dto/bank.dto.js';
import type { EmiRateResponse } from './dto/emi.response.js';
import { writeEmi } from './emi-cache.js';
import { EmiBank } from './entities/emi-bank.entity.js';
import { EmiRate } from './entities/emi-rate.entity.js';
import { EmiErrors as E } from './errors.js';
import { toRates, type RateRow } from './mappers.js';

const RATE_COLUMNS = `r.public_id::text AS id, b.public_id::text AS "bankId", r.annual_rate_bps AS "annualRateBps",
       r.effective_from AS "effectiveFrom", r.created_by::text AS "createdBy", r.created_at AS "createdAt"`;

/** how far behind now an effectiveFrom may be and still mean "now" (the time a request takes, the sender's clock) */
export const NOW_TOLERANCE_MS = 5_000;

/** effectiveFrom must not be in the past: one within the tolerance is taken as now, an earlier one refused. */
function notInThePast(effectiveFrom: Date): Date {
  const now = clock.nowMs();
  if (effectiveFrom.getTime() >= now) return effectiveFrom;
  if (effectiveFrom.getTime() >= now - NOW_TOLERANCE_MS) return new Date(now);
  throw invalidField('effectiveFrom', 'effectiveFrom must not be in the past');
}

/**
 * A bank's rate history (admin): append-only, a correction is a new entry. A rate may be deleted only while its
 * effectiveFrom is in the future (409 EMI_RATE_IN_FORCE_NOT_DELETABLE otherwise).
 */
export class RateService {
  /** The history latest first (a deleted bank's too), each with its status now. */
  async list(bankPublicId: string): Promise<EmiRateResponse[]> {
    const [bank] = await sqlRows(`SELECT id FROM emi_banks WHERE public_id = $1`, [bankPublicId]);
    if (!bank) throw E.EMI_BANK_NOT_FOUND();
    const rows = await sqlRows<RateRow>(
      `SELECT ${RATE_COLUMNS} FROM emi_rates r JOIN emi_banks b ON b.id = r.bank_id WHERE r.bank_id = $1 ORDER BY r.effective_from DESC, r.id DESC`,
      [bank.id],
    );
    return toRates(rows, clock.nowMs());
  }

  async add(bankPublicId: string, dto: CreateEmiRateDto): Promise<EmiRateResponse> {
    const effectiveFrom = notInThePast(new Date(dto.effectiveFrom));
    const publicId = newPublicId();
    await writeEmi(async () => {
      const bank = await lockAlive(EmiBank, bankPublicId, LIVE_BANK);
      await repo(EmiRate).insert({
        publicId,
        bankId: bank.id,
        annualRateBps: dto.annualRateBps,
        effectiveFrom,
        createdBy: currentActor().publicId,
        createdAt: clock.now(),
      });
      await recordActivity('create', 'emi_rate', publicId);
    });
    return (await this.list(bankPublicId)).find((r) => r.id === publicId)!;
  }

  /** Deletes a scheduled rate; decided in one statement at the clock's now, so a rate coming into force is never lost. */
  async remove(bankPublicId: string, ratePublicId: string): Promise<void> {
    await writeEmi(async () => {
      const bank = await lockRecord(EmiBank, bankPublicId, LIVE_BANK);
      const gone = await sqlRows(`DELETE FROM emi_rates WHERE public_id = $1 AND bank_id = $2 AND effective_from > $3 RETURNING id`, [
        ratePublicId,
        bank.id,
        clock.now(),
      ]);
      if (gone.length) return recordActivity('delete', 'emi_rate', ratePublicId);
      const [kept] = await sqlRows(`SELECT 1 FROM emi_rates WHERE public_id = $1 AND bank_id = $2`, [ratePublicId, bank.id]);
      throw kept ? E.EMI_RATE_IN_FORCE_NOT_DELETABLE() : E.EMI_RATE_NOT_FOUND();
    });
  }
}
