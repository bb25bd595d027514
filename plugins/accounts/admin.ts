import { In, type SelectQueryBuilder } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { definePanelResource, formValue, type PanelListQuery } from '../../core/panel/resource-spec.js';
import { filterText } from '../../core/panel/panel-reads.js';
import { permissionLabels } from '../../core/panel/labels.js';
import { permissionJoin } from '../../core/auth/permission-tables.js';
import { repo } from '../../core/db/transaction.js';
import type { AdminContext } from '../../core/plugin.js';
import { accounts } from './accounts-context.js';
import { CreateRoleDto, UpdateRoleDto } from './dto/role.dto.js';
import { Role } from './entities/role.entity.js';
import { adminsResource } from './admins-admin.js';
import { customersResource } from './customers-admin.js';
import { toRole } from './mappers.js';
import { containsPattern } from '../../core/db/sql.js';

/*
 * The accounts plugin's admin panel resources. Reads query the tables directly; every write goes
 * through the services of the HTTP routes (hashing, protected superadmin, role in use...).
 */

const ROLE_SORT: Record<string, string> = { name: 'r.name', createdAt: 'r.createdAt', updatedAt: 'r.updatedAt' };

function roleQuery(filters: PanelListQuery['filters']): SelectQueryBuilder<Role> {
  const qb = repo(Role).createQueryBuilder('r').leftJoinAndSelect('r.permissions', 'p');
  const name = filterText(filters.name);
  if (name) qb.andWhere('r.name ILIKE :name', { name: containsPattern(name) });
  const permission = filterText(filters.permissions);
  if (permission) {
    qb.andWhere(`EXISTS (SELECT 1 FROM role_permissions frp ${permissionJoin('fp', 'frp.permission_id')} WHERE frp.role_id = r.id AND fp.name = :permission)`, {
      permission,
    });
  }
  return qb;
}

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
    async find(q) {
      const sort = ROLE_SORT[q.sortBy ?? 'name'] ?? 'r.name';
      const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
      const qb = roleQuery(q.filters).orderBy(sort, dir).addOrderBy('r.id', dir).skip(q.offset).take(q.limit);
      return (await qb.getMany()).map(toRole);
    },
    count: (filters) => roleQuery(filters).getCount(),
    async findMany(ids) {
      const valid = ids.filter((id) => isUuid(id));
      if (!valid.length) return [];
      return (await repo(Role).find({ where: { publicId: In(valid) }, relations: { permissions: true } })).map(toRole);
    },
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
