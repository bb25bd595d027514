import { Column, Entity, JoinTable, ManyToMany } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { PermissionRecord } from '../../../core/auth/permission.entity.js';

@Entity('roles')
export class Role extends BaseModel {
  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @ManyToMany(() => PermissionRecord, { eager: false })
  @JoinTable({ name: 'role_permissions', joinColumn: { name: 'role_id' }, inverseJoinColumn: { name: 'permission_id' } })
  permissions: PermissionRecord[];
}
