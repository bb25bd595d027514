import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of an attempt's timeline (append only): a transition or a gateway message, redacted. */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  attemptId: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Column({ type: 'varchar', length: 24, nullable: true })
  fromStatus: string | null;

  @Column({ type: 'varchar', length: 24, nullable: true })
  toStatus: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  detail: Record<string, unknown>;
}
