import { BaseEntity, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { panelReads } from '../../../core/panel/panel-reads.js';
import { definePanelResource } from '../../../core/panel/resource-spec.js';
import { definePlugin } from '../../../core/plugin.js';

/** A plain TypeORM entity (over the permissions table, which every database has) for a test plugin. */
@Entity('permissions')
export class WidgetRow extends BaseEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;
}

/** The permissions table read as a panel list (its rows have no public id: the id is the row's). */
const widgetReads = panelReads({
  select: 'SELECT t.id, t.name FROM permissions t',
  countFrom: 'FROM permissions t',
  sortable: { name: 't.name' },
  defaultSort: 'name',
  filters: { name: (v, param) => `t.name ILIKE ${param(`%${v}%`)}` },
  byIds: 't.id::text = ANY($1::text[])',
  compositeIds: true,
  toRow: (r) => ({ id: String(r.id), name: r.name }),
});

/** A plugin whose admin resource is a read-only panel resource spec, gated by module Widgets. */
export const widgetsPlugin = definePlugin({
  name: 'widgets',
  requires: ['accounts'],
  permissions: ['Widgets'],
  admin: () => [
    definePanelResource({
      id: 'Widgets',
      module: 'Widgets',
      properties: [
        { path: 'id', isId: true },
        { path: 'name', isTitle: true, isSortable: true },
      ],
      options: { navigation: { name: 'Test' } },
      ...widgetReads,
    }),
  ],
});

/** A plugin giving the panel a plain AdminJS resource (AdminJS's own TypeORM CRUD): the panel must refuse it. */
export const ungatedPlugin = definePlugin({
  name: 'ungated',
  entities: [WidgetRow],
  admin: () => [{ resource: WidgetRow, options: { id: 'Ungated' } }],
});
