import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { resolveList } from '../../core/http/list-query.js';
import { lockAlive, recordActivity, reorderWithinParent, restore, softDelete, SqlList } from '../../core/lifecycle/index.js';
import { banksByIds, BANK_SELECT } from './bank-queries.js';
import type { CreateEmiBankDto, EmiBankListQuery, UpdateEmiBankDto } from './dto/bank.dto.js';
import type { EmiBankResponse, EmiBankTenuresResponse } from './dto/emi.response.js';
import type { BankTenuresDto } from './dto/settings.dto.js';
import { writeEmi } from './emi-cache.js';
import { EmiBank } from './entities/emi-bank.entity.js';
import { EmiErrors as E } from './errors.js';
import { toBank, type BankRow } from './mappers.js';

export const BANK_ERRORS = { notFound: E.EMI_BANK_NOT_FOUND, alreadyDeleted: E.EMI_BANK_ALREADY_DELETED, notDeleted: E.EMI_BANK_NOT_DELETED };
const BANK_SORT = { position: 'b.position', name: 'lower(b.name)', createdAt: 'b.created_at' } as const;
const BANK_SORTABLE = Object.keys(BANK_SORT) as Array<keyof typeof BANK_SORT>;
/** an edit or a child write of a deleted bank: it is gone for them */
export const LIVE_BANK = { notFound: E.EMI_BANK_NOT_FOUND, alreadyDeleted: E.EMI_BANK_NOT_FOUND };

/** Banks (admin): the lenders offered, in position order; soft deleted and restored; their offered tenures. */
export class BankService {
  async list(q: EmiBankListQuery) {
    const l = resolveList(q, BANK_SORTABLE, 'position');
    const list = new SqlList<BankRow>({ select: BANK_SELECT });
    list.param(clock.now()); // $1 of the rate in force (counted over the select, which uses it)
    list.where(q.deletedOnly ? 'b.deleted_at IS NOT NULL' : 'b.deleted_at IS NULL');
    const order = q.order ? l.order : 'ASC'; // position order unless asked otherwise
    const { rows, count } = await list.offsetPage(l, `${BANK_SORT[l.sort]} ${order}, b.id ${order}`);
    return { rows: rows.map(toBank), count, list: l };
  }

  async detail(publicId: string): Promise<EmiBankResponse> {
    const [bank] = await banksByIds([publicId]);
    if (!bank) throw E.EMI_BANK_NOT_FOUND();
    return bank;
  }

  async create(dto: CreateEmiBankDto): Promise<EmiBankResponse> {
    const publicId = newPublicId();
    await writeEmi(async () => {
      const now = clock.now();
      let position = dto.position;
      if (position === undefined) {
        const [{ next }] = await sqlRows(`SELECT COALESCE(max(position) + 1, 0) AS next FROM emi_banks WHERE deleted_at IS NULL`);
        position = Number(next);
      }
      await repo(EmiBank).insert({ ...dto, logoUrl: dto.logoUrl ?? null, position, publicId, createdAt: now, updatedAt: now });
      await recordActivity('create', 'emi_bank', publicId);
    });
    return this.detail(publicId);
  }

  async update(publicId: string, dto: UpdateEmiBankDto): Promise<EmiBankResponse> {
    await writeEmi(async () => {
      const bank = await lockAlive(EmiBank, publicId, LIVE_BANK);
      await repo(EmiBank).update({ id: bank.id }, { ...dto, updatedAt: clock.now() });
      await recordActivity('update', 'emi_bank', bank.publicId);
    });
    return this.detail(publicId);
  }

  async remove(publicId: string): Promise<void> {
    await writeEmi(async () => {
      await softDelete(EmiBank, publicId, BANK_ERRORS);
      await recordActivity('delete', 'emi_bank', publicId);
    });
  }

  async restore(publicId: string): Promise<EmiBankResponse> {
    await writeEmi(async () => {
      await restore(EmiBank, publicId, BANK_ERRORS);
      await recordActivity('restore', 'emi_bank', publicId);
    });
    return this.detail(publicId);
  }

  /** Exactly the live banks, each once: the index becomes the position (409 EMI_REORDER_INVALID otherwise). */
  async reorder(ids: string[]): Promise<EmiBankResponse[]> {
    const lower = ids.map((id) => id.toLowerCase());
    if (new Set(lower).size !== lower.length) throw E.EMI_REORDER_INVALID();
    await writeEmi(() =>
      reorderWithinParent(EmiBank, lower, { group: null, order: 'position', invalidItem: E.EMI_REORDER_INVALID, mixedParent: E.EMI_REORDER_INVALID }),
    );
    return banksByIds(lower);
  }

  async tenures(publicId: string): Promise<EmiBankTenuresResponse> {
    return { months: (await this.detail(publicId)).tenures };
  }

  /**
   * Replaces the bank's offered periods; each must be an active tenure (400 VALIDATION_FAILED naming months). The
   * tenure rows are read FOR SHARE, so a deactivation running at the same time waits and then withdraws them.
   */
  async setTenures(publicId: string, dto: BankTenuresDto): Promise<EmiBankTenuresResponse> {
    const months = [...new Set(dto.months)].sort((a, b) => a - b);
    await writeEmi(async () => {
      const bank = await lockAlive(EmiBank, publicId, LIVE_BANK);
      const active = await sqlRows<{ months: number }>(`SELECT months FROM emi_tenures WHERE months = ANY($1::int[]) AND is_active ORDER BY months FOR SHARE`, [
        months,
      ]);
      const missing = months.filter((m) => !active.some((a) => a.months === m));
      if (missing.length) throw invalidField('months', `months must be active tenures; not active: ${missing.join(', ')}`);
      await sqlRows(`DELETE FROM emi_bank_tenures WHERE bank_id = $1 AND NOT (months = ANY($2::int[]))`, [bank.id, months]);
      await sqlRows(`INSERT INTO emi_bank_tenures (bank_id, months, created_at) SELECT $1, m, $3 FROM unnest($2::int[]) AS m ON CONFLICT DO NOTHING`, [
        bank.id,
        months,
        clock.now(),
      ]);
      await recordActivity('update', 'emi_bank', bank.publicId);
    });
    return this.tenures(publicId);
  }
}
