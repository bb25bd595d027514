import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

/** One of Nepal's seven provinces (seeded by the migration); `position` is its official number. */
@Entity('provinces')
export class Province extends BaseModel {
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'smallint' })
  position: number;
}
