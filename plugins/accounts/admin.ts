import { In, type SelectQueryBuilder } from 'typeorm';
import { validate as isUuid } from 'uuid';
import { definePanelResource, formValue, type PanelFilterValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { permissionLabels } from '../../core/panel/labels.js';
import { repo } from '../../core/db/transaction.js';
import type { AdminContext } from '../../core/plugin.js';
import { accounts } from './accounts-context.js';
import { CreateAdminDto, UpdateAdminDto } from './dto/admin.dto.js';
import { CreateRoleDto, UpdateRoleDto } from './dto/role.dto.js';
import { Role } from './entities/role.entity.js';
import { User } from './entities/user.entity.js';
import { customersResource } from './customers-admin.js';
import { toAdmin, toRole } from './mappers.js';
import { containsPattern } from '../../core/db/sql.js';
import { restoreAction } from '../../core/panel/restore-action.js';

/*
 * The accounts plugin's admin panel resources. Reads query the tables directly; every write goes
 * through the services of the HTTP routes (hashing, protected superadmin, role in use...).
 */

const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function applyRange(qb: SelectQueryBuilder<any>, column: string, v: PanelFilterValue | undefined, key: string): void {
  if (!v || typeof v !== 'object') return;
  if (v.from && !Number.isNaN(Date.parse(v.from))) qb.andWhere(`${column} >= :${key}From`, { [`${key}From`]: new Date(v.from) });
  if (v.to && !Number.isNaN(Date.parse(v.to))) qb.andWhere(`${column} <= :${key}To`, { [`${key}To`]: new Date(v.to) });
}

function adminRow(a: ReturnType<typeof toAdmin>): PanelRow {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    roleId: a.role?.id ?? null,
    isSuperadmin: a.isSuperadmin,
    isActive: a.isActive,
    lastLoginAt: a.lastLoginAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    deletedAt: a.deletedAt,
  };
}

const ADMIN_SORT: Record<string, string> = { name: 'u.name', email: 'u.email', isActive: 'u.isActive', lastLoginAt: 'u.lastLoginAt', createdAt: 'u.createdAt' };

/** Admins are users of kind 'admin'; the `deleted` filter switches to the soft-deleted ones. */
function adminQuery(filters: PanelListQuery['filters']): SelectQueryBuilder<User> {
  const qb = repo(User).createQueryBuilder('u').leftJoinAndSelect('u.role', 'role').where('u.kind = :kind', { kind: 'admin' });
  if (filters.deleted === 'true') qb.withDeleted().andWhere('u.deletedAt IS NOT NULL');
  const name = text(filters.name);
  if (name) qb.andWhere('u.name ILIKE :name', { name: containsPattern(name) });
  const email = text(filters.email);
  if (email) qb.andWhere('u.email ILIKE :email', { email: containsPattern(email) });
  const roleId = text(filters.roleId);
  if (roleId) qb.andWhere(isUuid(roleId) ? 'role.publicId = :roleId' : 'FALSE', { roleId });
  if (filters.isActive === 'true' || filters.isActive === 'false') qb.andWhere('u.isActive = :active', { active: filters.isActive === 'true' });
  applyRange(qb, 'u.createdAt', filters.createdAt, 'created');
  applyRange(qb, 'u.lastLoginAt', filters.lastLoginAt, 'lastLogin');
  return qb;
}

const notSuperadminOrDeleted = ({ record }: { record?: { params: Record<string, unknown> } }) =>
  !!record && record.params.isSuperadmin !== true && !record.params.deletedAt;

function adminsResource() {
  return definePanelResource({
    id: 'Admins',
    module: 'Admins',
    properties: [
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
    ],
    options: {
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
    },
    async find(q) {
      const qb = adminQuery(q.filters);
      const sort = ADMIN_SORT[q.sortBy ?? 'createdAt'] ?? 'u.createdAt';
      const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
      qb.orderBy(sort, dir, 'NULLS LAST').addOrderBy('u.id', dir).skip(q.offset).take(q.limit);
      return (await qb.getMany()).map((u) => adminRow(toAdmin(u)));
    },
    count: (filters) => adminQuery(filters).getCount(),
    async findMany(ids) {
      const valid = ids.filter((id) => isUuid(id));
      if (!valid.length) return [];
      const users = await repo(User).find({ where: { publicId: In(valid), kind: 'admin' }, relations: { role: true }, withDeleted: true });
      return users.map((u) => adminRow(toAdmin(u)));
    },
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
  });
}

const ROLE_SORT: Record<string, string> = { name: 'r.name', createdAt: 'r.createdAt', updatedAt: 'r.updatedAt' };

function roleQuery(filters: PanelListQuery['filters']): SelectQueryBuilder<Role> {
  const qb = repo(Role).createQueryBuilder('r').leftJoinAndSelect('r.permissions', 'p');
  const name = text(filters.name);
  if (name) qb.andWhere('r.name ILIKE :name', { name: containsPattern(name) });
  const permission = text(filters.permissions);
  if (permission) {
    qb.andWhere(
      'EXISTS (SELECT 1 FROM role_permissions frp JOIN permissions fp ON fp.id = frp.permission_id WHERE frp.role_id = r.id AND fp.name = :permission)',
      { permission },
    );
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
  });
}

/** `admin` of the accounts manifest: the Admins, Roles and Customers resources. */
export function accountsAdmin(ctx: AdminContext): unknown[] {
  return [adminsResource(), rolesResource(ctx.permissionNames), customersResource()];
}
