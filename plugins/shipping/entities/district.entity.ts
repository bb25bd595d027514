import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';

/** One of Nepal's 77 districts (seeded by the migration). */
@Entity('districts')
export class District extends BaseModel {
  @Column({ type: 'bigint' })
  provinceId: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;
}
