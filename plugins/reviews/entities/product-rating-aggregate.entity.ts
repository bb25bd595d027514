import { BaseEntity, Column, Entity, PrimaryColumn } from 'typeorm';

/** The five writable counters of a product's ratings; count, sum and average are derived from them (rating-aggregate.ts). */
@Entity('product_rating_aggregates')
export class ProductRatingAggregate extends BaseEntity {
  @PrimaryColumn({ type: 'bigint' }) productId: string;
  @Column({ type: 'integer', default: 0, name: 'count_1' }) count1: number;
  @Column({ type: 'integer', default: 0, name: 'count_2' }) count2: number;
  @Column({ type: 'integer', default: 0, name: 'count_3' }) count3: number;
  @Column({ type: 'integer', default: 0, name: 'count_4' }) count4: number;
  @Column({ type: 'integer', default: 0, name: 'count_5' }) count5: number;
  @Column({ type: 'timestamptz' }) updatedAt: Date;
}
