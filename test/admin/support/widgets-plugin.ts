import { BaseEntity, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { gated } from '../../../admin/gate.js';
import { definePlugin } from '../../../core/plugin.js';

/** A plain TypeORM entity (over the permissions table, which every database has) for a test plugin. */
@Entity('permissions')
export class WidgetRow extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;
}

/** A plugin whose admin resource uses AdminJS's own TypeORM CRUD, gated by module Widgets. */
export const widgetsPlugin = definePlugin({
  name: 'widgets',
  requires: ['accounts'],
  permissions: ['Widgets'],
  entities: [WidgetRow],
  admin: () => [gated('Widgets', { resource: WidgetRow, options: { id: 'Widgets', navigation: { name: 'Test' } } })],
});

/** Same, but its resource is not gated: the panel must refuse it. */
export const ungatedPlugin = definePlugin({
  name: 'ungated',
  entities: [WidgetRow],
  admin: () => [{ resource: WidgetRow, options: { id: 'Ungated' } }],
});
