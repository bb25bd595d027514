import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One Idempotency-Key use, per caller and scope; the stored response is replayed on a true repeat. */
@Entity('idempotency_keys')
@Index(['caller', 'scope', 'key'], { unique: true })
export class IdempotencyKeyRecord {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  caller: string;

  @Column({ type: 'varchar', length: 100 })
  scope: string;

  @Column({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'varchar', length: 16 })
  state: 'in_progress' | 'completed';

  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ type: 'jsonb', nullable: true })
  responseBody: unknown;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  updatedAt: Date;
}
