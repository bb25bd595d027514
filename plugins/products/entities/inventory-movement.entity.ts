import { BaseEntity, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const MOVEMENT_REASONS = ['adjustment', 'receipt', 'hold', 'release', 'sale', 'restock', 'correction'] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/** One row of the append-only stock ledger (the database refuses updates and deletes). */
@Entity('inventory_movements')
export class InventoryMovement extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid', unique: true })
  publicId: string;

  @Column({ type: 'bigint' })
  variantId: string;

  @Column({ type: 'integer' })
  deltaOnHand: number;

  @Column({ type: 'integer' })
  deltaReserved: number;

  @Column({ type: 'varchar', length: 12 })
  reason: MovementReason;

  /** the caller's key: an order or cart reference for holds, a restock reference, null for manual moves */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** who moved the stock, as actorLabel() gave it */
  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actorId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
