import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

/** A sale's timeline entry: every accepted write and the completion. */
@Entity('pos_sale_events')
export class PosSaleEvent extends BaseModel {
  @Column({ type: 'bigint' }) saleId: string;
  @Column({ type: 'varchar', length: 40 }) event: string;
  /** the actor's public id, or system */
  @Column({ type: 'varchar', length: 64 }) actor: string;
  @Column({ type: 'jsonb', default: {} }) details: Record<string, unknown>;
  @Column({ type: 'timestamptz' }) at: Date;
}
