import type { ResourceOptions } from 'adminjs';
import { restoreAction } from '../../core/panel/restore-action.js';
import { definePanelResource, formValue, type PanelProperty } from '../../core/panel/resource-spec.js';
import { accounts } from './accounts-context.js';
import { adminReads, adminRow } from './admins-panel-reads.js';
import { CreateAdminDto, UpdateAdminDto } from './dto/admin.dto.js';

/*
 * The Admins panel resource: reads query the table; every write goes through AdminsService (hashing, the
 * protected superadmin, who may assign which role...).
 */

const ADMIN_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'name', isTitle: true, isSortable: true },
  { path: 'email', isSortable: true },
  { path: 'password', type: 'password' },
  { path: 'roleId', reference: 'Roles' },
  { path: 'isActive', type: 'boolean', isSortable: true },
  { path: 'isSuperadmin', type: 'boolean', isEditable: false },
  { path: 'lastLoginAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime', isEditable: false },
  { path: 'deletedAt', type: 'datetime', isEditable: false },
  // filter only: 'true' lists the soft-deleted admins (to restore them)
  { path: 'deleted', type: 'boolean', isEditable: false },
];

const notSuperadminOrDeleted = ({ record }: { record?: { params: Record<string, unknown> } }) =>
  !!record && record.params.isSuperadmin !== true && !record.params.deletedAt;

const ADMIN_OPTIONS: ResourceOptions = {
  navigation: { name: 'Accounts', icon: 'Users' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  listProperties: ['name', 'email', 'roleId', 'isActive', 'isSuperadmin', 'lastLoginAt'],
  showProperties: ['id', 'name', 'email', 'roleId', 'isActive', 'isSuperadmin', 'lastLoginAt', 'createdAt', 'updatedAt', 'deletedAt'],
  editProperties: ['name', 'email', 'password', 'roleId', 'isActive'],
  filterProperties: ['name', 'email', 'roleId', 'isActive', 'createdAt', 'lastLoginAt', 'deleted'],
  actions: {
    // a new admin is always active
    new: { layout: ['name', 'email', 'password', 'roleId'] },
    edit: { isVisible: notSuperadminOrDeleted },
    delete: {
      isVisible: (ctx) => notSuperadminOrDeleted(ctx) && ctx.record?.params.id !== (ctx.currentAdmin as { id?: string } | undefined)?.id,
    },
  },
  translations: {
    en: {
      labels: { Admins: 'Admins' },
      properties: { roleId: 'Role', isActive: 'Active', isSuperadmin: 'Superadmin', lastLoginAt: 'Last sign-in', deleted: 'Deleted' },
      actions: { restore: 'Restore' },
    },
  },
};

export function adminsResource() {
  return definePanelResource({
    id: 'Admins',
    module: 'Admins',
    properties: ADMIN_PROPERTIES,
    options: ADMIN_OPTIONS,
    ...adminReads,
    create: {
      dto: CreateAdminDto,
      input: (p) => ({
        name: formValue.optional(p.name),
        email: formValue.optional(p.email),
        password: formValue.optional(p.password),
        roleId: formValue.optional(p.roleId),
      }),
      run: async (dto: CreateAdminDto) => adminRow(await accounts.admins.create(dto)),
    },
    update: {
      dto: UpdateAdminDto,
      input: (p) => ({
        name: formValue.optional(p.name),
        email: formValue.optional(p.email),
        password: formValue.optional(p.password),
        roleId: formValue.optional(p.roleId),
        isActive: typeof p.isActive === 'boolean' ? p.isActive : undefined,
      }),
      run: async (id, dto: UpdateAdminDto) => adminRow(await accounts.admins.update(id, dto)),
    },
    remove: (id) => accounts.admins.remove(id),
    recordActions: {
      restore: restoreAction('admin', async (id) => adminRow(await accounts.admins.restore(id))),
    },
    // the refusals of who may assign a role stay notices: they are about the admin acting, not the value
    errorFields: { ADMIN_EMAIL_ALREADY_EXISTS: 'email', ROLE_NOT_FOUND: 'roleId' },
  });
}
