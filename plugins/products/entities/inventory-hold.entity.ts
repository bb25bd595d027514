import { BaseEntity, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const HOLD_STATES = ['held', 'released', 'committed'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** Units of a variant reserved under a caller's reference; one row per (ref, variant) makes hold/release/commit idempotent. */
@Entity('inventory_holds')
export class InventoryHold extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  ref: string;

  @Column({ type: 'bigint' })
  variantId: string;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'varchar', length: 10, default: 'held' })
  state: HoldState;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
