import { clock } from '../../core/clock/clock.js';
import { signedInActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { SqlList } from '../../core/lifecycle/index.js';
import type { SalesQuery } from './dto/pos.dto.js';
import { PosSale } from './entities/pos-sale.entity.js';
import { PosErrors as E } from './errors.js';
import { saleRows } from './sale-machine.js';
import { saleStore } from './sale-store.js';
import { saleView, type SaleView } from './sale-view.js';

const SORTABLE = ['createdAt', 'updatedAt'] as const;

/** A sale's life outside its lines, customer and fulfilment: create, read, list, timeline, cancel. */
export class SalesService {
  /** POST /sales: a draft by the signed-in admin (pickup, no customer, no lines). */
  create(): Promise<SaleView> {
    return withTransaction(async () => {
      const now = clock.now();
      const sale = await repo(PosSale).save(
        repo(PosSale).create({ publicId: newPublicId(), status: 'draft', version: 1, createdBy: signedInActor().publicId, createdAt: now, updatedAt: now }),
      );
      await saleStore.record(sale, 'created');
      return saleView(await saleStore.find(sale.publicId), []);
    });
  }

  async detail(publicId: string): Promise<SaleView> {
    return saleView(await saleStore.find(publicId));
  }

  /** The timeline, oldest first. */
  async timeline(publicId: string): Promise<{ at: Date; event: string; actor: string; details: Record<string, unknown> }[]> {
    const sale = await saleStore.find(publicId);
    return sqlRows(`SELECT at, event, actor, details FROM pos_sale_events WHERE sale_id = $1 ORDER BY at, id`, [sale.id]);
  }

  /** GET /sales: filters status, createdBy, createdFrom, createdTo; offset paging; each row the sale read. */
  async list(q: SalesQuery): Promise<{ rows: SaleView[]; count: number; page: number; size: number; paginated: boolean }> {
    const l = resolveList(q, SORTABLE, 'createdAt');
    const list = new SqlList<{ publicId: string }>({ select: `SELECT s.public_id::text AS "publicId" FROM pos_sales s`, countFrom: `FROM pos_sales s` });
    if (q.status) list.where(`s.status = ${list.param(q.status)}`);
    if (q.createdBy) list.where(`s.created_by = ${list.param(q.createdBy.toLowerCase())}`);
    if (q.createdFrom) list.where(`s.created_at >= ${list.param(new Date(q.createdFrom))}`);
    if (q.createdTo) list.where(`s.created_at <= ${list.param(new Date(q.createdTo))}`);
    const column = l.sort === 'updatedAt' ? 's.updated_at' : 's.created_at';
    const { rows, count } = await list.offsetPage(l, `${column} ${l.order}, s.id ${l.order}`);
    const views = [];
    for (const r of rows) views.push(await this.detail(r.publicId));
    return { rows: views, count, page: l.page, size: l.size, paginated: l.paginated };
  }

  /** POST /sales/{id}/cancel: a draft only (a cancelled or completed sale: 409 POS_SALE_NOT_DRAFT). */
  cancel(publicId: string): Promise<SaleView> {
    return withTransaction(async () => {
      const sale = await saleStore.lockDraft(publicId);
      const now = clock.now();
      const moved = await saleRows.move(sale.id, 'cancel', { set: { cancelled_at: now, updated_at: now } });
      if (!moved.moved) throw E.POS_SALE_NOT_DRAFT({ status: sale.status });
      await saleStore.record(sale, 'cancelled');
      return saleView(await saleStore.find(publicId));
    });
  }
}
