import { validate as isUuid } from 'uuid';
import { clock } from '../../core/clock/clock.js';
import { actorLabel } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo } from '../../core/db/transaction.js';
import { PosSaleEvent } from './entities/pos-sale-event.entity.js';
import { PosSaleLine } from './entities/pos-sale-line.entity.js';
import { PosSale } from './entities/pos-sale.entity.js';
import { PosErrors as E } from './errors.js';

/** Reads and writes of the sale rows; `lock` takes the sale's row lock until the caller's transaction ends. */
export const saleStore = {
  async find(publicId: string, opts: { lock?: boolean } = {}): Promise<PosSale> {
    const found =
      typeof publicId === 'string' && isUuid(publicId)
        ? await repo(PosSale).findOne({ where: { publicId: publicId.toLowerCase() }, ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
        : null;
    if (!found) throw E.POS_SALE_NOT_FOUND();
    return found;
  },

  /** The sale locked, refused unless it is a draft (every mutation of a non-draft sale is 409 POS_SALE_NOT_DRAFT). */
  async lockDraft(publicId: string): Promise<PosSale> {
    const sale = await this.find(publicId, { lock: true });
    if (sale.status !== 'draft') throw E.POS_SALE_NOT_DRAFT({ status: sale.status });
    return sale;
  },

  lines(saleId: string): Promise<PosSaleLine[]> {
    return repo(PosSaleLine).find({ where: { saleId }, order: { id: 'ASC' } });
  },

  /** Writes the changed columns (updated_at and version too) of a sale the caller locked. */
  async patch(sale: PosSale, patch: Partial<PosSale>): Promise<void> {
    Object.assign(sale, patch, { updatedAt: clock.now(), version: sale.version + 1 });
    await repo(PosSale).update({ id: sale.id }, { ...patch, updatedAt: sale.updatedAt, version: sale.version });
  },

  /** One timeline entry, by the actor of the request. */
  async record(sale: PosSale, event: string, details: Record<string, unknown> = {}): Promise<void> {
    await repo(PosSaleEvent).insert({ publicId: newPublicId(), saleId: sale.id, event, actor: actorLabel(), details: details as object, at: clock.now() });
  },
};
