import { definePanelResource, formValue } from '../../core/panel/resource-spec.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { permissionLabels } from '../../core/panel/labels.js';
import { permissionJoin } from '../../core/auth/permission-tables.js';
import type { AdminContext } from '../../core/plugin.js';
import { accounts } from './accounts-context.js';
import { CreateRoleDto, UpdateRoleDto } from './dto/role.dto.js';
import type { Role } from './entities/role.entity.js';
import { adminsResource } from './admins-admin.js';
import { customersResource } from './customers-admin.js';
import { toRole } from './mappers.js';
import { containsPattern } from '../../core/db/sql.js';

/*
 * The accounts plugin's admin panel resources. Reads query the tables directly; every write goes
 * through the services of the HTTP routes (hashing, protected superadmin, role in use...).
 */

const reads = panelReads({
  select: `SELECT t.id, t.public_id AS "publicId", t.name, t.description, t.created_at AS "createdAt", t.updated_at AS "updatedAt",
                  ARRAY(SELECT p.name FROM role_permissions rp ${permissionJoin('p', 'rp.permission_id')} WHERE rp.role_id = t.id) AS "permissionNames"
             FROM roles t`,
  countFrom: 'FROM roles t',
  sortable: { name: 't.name', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'name',
  filters: {
    name: (v, p) => `t.name ILIKE ${p(containsPattern(v))}`,
    permissions: (v, p) =>
      `EXISTS (SELECT 1 FROM role_permissions frp ${permissionJoin('fp', 'frp.permission_id')} WHERE frp.role_id = t.id AND fp.name = ${p(v)})`,
  },
  toRow: ({ permissionNames, ...r }: Role & { permissionNames: string[] }) => toRole({ ...r, permissions: permissionNames.map((name) => ({ name })) } as Role),
});

function rolesResource(permissionNames: string[]) {
  return definePanelResource({
    id: 'Roles',
    module: 'Roles',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'description', type: 'textarea' },
      // stored as the permission names, shown as words ("Categories: read")
      { path: 'permissions', isArray: true, availableValues: permissionNames, labels: permissionLabels(permissionNames) },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'updatedAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Accounts', icon: 'Users' },
      sort: { sortBy: 'name', direction: 'asc' },
      listProperties: ['name', 'description', 'updatedAt'],
      showProperties: ['id', 'name', 'description', 'permissions', 'createdAt', 'updatedAt'],
      editProperties: ['name', 'description', 'permissions'],
      filterProperties: ['name', 'permissions'],
    },
    ...reads,
    create: {
      dto: CreateRoleDto,
      input: (p) => ({ name: formValue.optional(p.name), description: formValue.optional(p.description), permissions: formValue.list(p.permissions) }),
      run: (dto: CreateRoleDto) => accounts.roles.create(dto),
    },
    update: {
      dto: UpdateRoleDto,
      input: (p) => ({
        name: formValue.optional(p.name),
        description: formValue.nullable(p.description),
        permissions: p.permissions === undefined ? undefined : formValue.list(p.permissions),
      }),
      run: (id, dto: UpdateRoleDto) => accounts.roles.update(id, dto),
    },
    remove: (id) => accounts.roles.remove(id),
    errorFields: { ROLE_NAME_ALREADY_EXISTS: 'name', ROLE_PERMISSION_UNKNOWN: 'permissions' },
  });
}

/** `admin` of the accounts manifest: the Admins, Roles and Customers resources. */
export function accountsAdmin(ctx: AdminContext): unknown[] {
  return [adminsResource(), rolesResource(ctx.permissionNames), customersResource()];
}
