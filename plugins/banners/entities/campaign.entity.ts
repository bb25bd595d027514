import { Column, Entity } from 'typeorm';
import { SoftDeletableModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';
import type { BannerSource, CampaignStatus } from './enums.js';

/** A campaign: banners shown on placements in a time window, for the audience its targeting rules select. */
@Entity('campaigns')
export class Campaign extends SoftDeletableModel {
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 10, default: 'internal' })
  source: BannerSource;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status: CampaignStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /** tracking only, no billing */
  @MoneyColumn({ nullable: true })
  budgetTotalPaisa: number | null;

  @MoneyColumn({ nullable: true })
  budgetDailyPaisa: number | null;

  @Column({ type: 'integer', nullable: true })
  impressionCap: number | null;

  @Column({ type: 'integer', nullable: true })
  clickCap: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  advertiserName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  advertiserContact: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  contractRef: string | null;

  @Column({ type: 'integer', default: 0 })
  priority: number;

  /** public id of the admin who created it */
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;
}
