import { BaseEntity, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A banner shown by a campaign on a placement; unique per (campaign, placement, banner). */
@Entity('banner_assignments')
export class BannerAssignment extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'bigint' })
  campaignId: string;

  @Column({ type: 'bigint' })
  placementId: string;

  @Column({ type: 'bigint' })
  bannerId: string;

  @Column({ type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ type: 'integer', default: 100 })
  weight: number;

  @Column({ type: 'boolean', default: false })
  isFallback: boolean;

  @Column({ type: 'integer', nullable: true })
  fallbackPriority: number | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  overrideCtaLabel: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  overrideCtaUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  overrideHeadline: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  overrideSubheadline: string | null;

  @Column({ type: 'integer', nullable: true })
  transitionDurationMs: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
