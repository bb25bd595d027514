import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import type { OrderStatus } from './order.entity.js';

/** An entry of an order's timeline; the customer sees only those marked customerVisible. */
@Entity('order_events')
export class OrderEvent extends BaseModel {
  @Column({ type: 'bigint' }) orderId: string;
  /** e.g. order.created, order.items_unavailable, order.cod_cash_collected */
  @Column({ type: 'varchar', length: 64 }) type: string;
  @Column({ type: 'boolean' }) customerVisible: boolean;
  @Column({ type: 'varchar', length: 1000, nullable: true }) message: string | null;
  @Column({ type: 'varchar', length: 24, nullable: true }) fromStatus: OrderStatus | null;
  @Column({ type: 'varchar', length: 24, nullable: true }) toStatus: OrderStatus | null;
  @Column({ type: 'jsonb', nullable: true }) detail: Record<string, unknown> | null;
  @Column({ type: 'varchar', length: 16 }) actorKind: 'admin' | 'customer' | 'system';
  @Column({ type: 'uuid', nullable: true }) actorPublicId: string | null;
}
