import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const SLOT_STATUSES = ['held', 'released', 'consumed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** One use of a coupon by a customer, named by the checkout's ref: held, then released or consumed. */
@Entity('coupon_slots')
export class CouponSlot {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 200, unique: true })
  ref: string;

  @Column({ type: 'bigint' })
  couponId: string;

  /** the customer's public id */
  @Column({ type: 'uuid' })
  customerId: string;

  @Column({ type: 'varchar', length: 10, default: 'held' })
  status: SlotStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
