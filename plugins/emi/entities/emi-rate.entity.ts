import { BaseEntity, BeforeInsert, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { newPublicId } from '../../../core/db/ids.js';

/** One entry of a bank's append-only rate history; the rate in force is the latest with effectiveFrom <= now. */
@Entity('emi_rates')
export class EmiRate extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'uuid', unique: true })
  publicId: string;

  @Column({ type: 'bigint' })
  bankId: string;

  @Column({ type: 'integer' })
  annualRateBps: number;

  @Column({ type: 'timestamptz' })
  effectiveFrom: Date;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @BeforeInsert()
  assignPublicId(): void {
    if (!this.publicId) this.publicId = newPublicId();
  }
}
