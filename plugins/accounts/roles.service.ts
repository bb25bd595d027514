import { In } from 'typeorm';
import { PermissionRecord } from '../../core/auth/permission.entity.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { queryPage } from '../../core/lifecycle/index.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { platform } from '../../core/platform.js';
import { resolveList } from '../../core/http/list-query.js';
import { Role } from './entities/role.entity.js';
import { User } from './entities/user.entity.js';
import type { CreateRoleDto, RoleListQuery, UpdateRoleDto } from './dto/role.dto.js';
import { AccountErrors } from './errors.js';
import { toRole } from './mappers.js';
import { assertHoldsAll } from './role-assignment.js';
import type { SessionService } from './session.service.js';
import { containsPattern } from '../../core/db/sql.js';

const SORTABLE = ['name', 'createdAt', 'updatedAt'] as const;
const ROLE_CACHE_SECONDS = 300;
const roleKey = (publicId: string) => `accounts:role:${publicId}`;

export class RolesService {
  constructor(private readonly sessions: SessionService) {}

  private async permissionRows(names: string[]): Promise<PermissionRecord[]> {
    const unique = [...new Set(names)];
    if (!unique.length) return [];
    const rows = await repo(PermissionRecord).findBy({ name: In(unique) });
    if (rows.length !== unique.length) {
      const known = new Set(rows.map((r) => r.name));
      throw AccountErrors.ROLE_PERMISSION_UNKNOWN(unique.filter((n) => !known.has(n)));
    }
    return rows;
  }

  async list(q: RoleListQuery) {
    const l = resolveList(q, SORTABLE, 'createdAt');
    const qb = repo(Role).createQueryBuilder('r').leftJoinAndSelect('r.permissions', 'p');
    if (q.search) qb.where('r.name ILIKE :s', { s: containsPattern(q.search) });
    qb.orderBy(`r.${l.sort}`, l.order).addOrderBy('r.id', l.order);
    const { rows, count } = await queryPage(qb, l);
    return { rows: rows.map(toRole), count, list: l };
  }

  /** The role as the API shows it, from the read cache (dropped on every change of the role). */
  async view(publicId: string) {
    return platform()
      .cache.partition('accounts')
      .wrap(roleKey(publicId), ROLE_CACHE_SECONDS, async () => toRole(await this.get(publicId)));
  }

  async get(publicId: string): Promise<Role> {
    const role = await repo(Role).findOne({ where: { publicId }, relations: { permissions: true } });
    if (!role) throw AccountErrors.ROLE_NOT_FOUND();
    return role;
  }

  /** A role never grants what its author does not hold (superadmin exempt): else any Roles_UPDATE holder could grant itself everything. */
  async create(dto: CreateRoleDto) {
    return withTransaction(async () => {
      const permissions = await this.permissionRows(dto.permissions);
      assertHoldsAll(dto.permissions);
      const role = repo(Role).create({ name: dto.name.trim(), description: dto.description ?? null, permissions });
      try {
        await repo(Role).save(role);
      } catch (e) {
        if (isUniqueViolation(e)) throw AccountErrors.ROLE_NAME_ALREADY_EXISTS();
        throw e;
      }
      return toRole(role);
    });
  }

  /** Permissions the role already grants may stay or go; only added ones must be held by the acting admin. */
  async update(publicId: string, dto: UpdateRoleDto) {
    return withTransaction(async () => {
      const role = await this.get(publicId);
      if (dto.name !== undefined) role.name = dto.name.trim();
      if (dto.description !== undefined) role.description = dto.description;
      if (dto.permissions !== undefined) {
        const granted = new Set(role.permissions.map((p) => p.name));
        role.permissions = await this.permissionRows(dto.permissions);
        assertHoldsAll(dto.permissions.filter((n) => !granted.has(n)));
      }
      try {
        await repo(Role).save(role);
      } catch (e) {
        if (isUniqueViolation(e)) throw AccountErrors.ROLE_NAME_ALREADY_EXISTS();
        throw e;
      }
      if (dto.permissions !== undefined) await this.sessions.invalidate('all');
      await platform().cache.partition('accounts').del(roleKey(publicId));
      return toRole(role);
    });
  }

  async remove(publicId: string): Promise<void> {
    await withTransaction(async () => {
      const role = await this.get(publicId);
      const inUse = await repo(User).exist({ where: { roleId: role.id }, withDeleted: true });
      if (inUse) throw AccountErrors.ROLE_IN_USE();
      await repo(Role).delete({ id: role.id });
      await platform().cache.partition('accounts').del(roleKey(publicId));
    });
  }
}
