import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { MoneyColumn } from '../../../core/db/money.js';

/**
 * Money received for an attempt: one row per attempt at most, written before checkout is asked to settle.
 * `accepted` true: the checkout took it (at most one accepted row per checkout); false: the session was no
 * longer payable (refusedReason says why) and the attempt is flagged for reconciliation.
 */
@Entity('payment_settlements')
export class PaymentSettlement {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint', unique: true })
  attemptId: string;

  @Column({ type: 'uuid' })
  checkoutId: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  @MoneyColumn()
  amount: number;

  @Column({ type: 'char', length: 3, default: 'NPR' })
  currency: 'NPR';

  @Column({ type: 'boolean' })
  accepted: boolean;

  @Column({ type: 'varchar', length: 30, nullable: true })
  refusedReason: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  gatewayRefId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
