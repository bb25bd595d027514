import { Brackets } from 'typeorm';
import { currentActor } from '../../core/context/request-context.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { queryPage, restore, softDelete } from '../../core/lifecycle/index.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { resolveList } from '../../core/http/list-query.js';
import { normaliseEmail } from './email.js';
import type { AdminListQuery, CreateAdminDto, UpdateAdminDto } from './dto/admin.dto.js';
import { Role } from './entities/role.entity.js';
import { User } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { toAdmin } from './mappers.js';
import { hashPassword } from './password.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './dto/auth.dto.js';
import { invalidField } from '../../core/http/app-error.js';
import { assertMayAssignRole } from './role-assignment.js';
import type { SessionService } from './session.service.js';
import { containsPattern } from '../../core/db/sql.js';

/** An admin's soft delete and restore: 404, then the 400 pair the spec gives admins. */
const ADMIN_LIFECYCLE = {
  notFound: AccountErrors.ADMIN_NOT_FOUND,
  alreadyDeleted: AccountErrors.ADMIN_ALREADY_DELETED,
  notDeleted: AccountErrors.ADMIN_NOT_DELETED,
};

const SORTABLE = ['name', 'email', 'createdAt', 'updatedAt', 'lastLoginAt'] as const;

export class AdminsService {
  constructor(private readonly sessions: SessionService) {}

  private async roleByPublicId(publicId: string): Promise<Role> {
    const role = await repo(Role).findOne({ where: { publicId }, relations: { permissions: true } });
    if (!role) throw AccountErrors.ROLE_NOT_FOUND();
    return role;
  }

  private async find(publicId: string, withDeleted = false): Promise<User> {
    const user = await repo(User).findOne({ where: { publicId, kind: 'admin' }, relations: { role: true }, withDeleted });
    if (!user) throw AccountErrors.ADMIN_NOT_FOUND();
    return user;
  }

  async list(q: AdminListQuery) {
    const l = resolveList(q, SORTABLE, 'createdAt');
    const qb = repo(User).createQueryBuilder('u').leftJoinAndSelect('u.role', 'role').where('u.kind = :kind', { kind: 'admin' });
    if (q.includeDeleted) qb.withDeleted();
    if (q.search) {
      const s = containsPattern(q.search);
      qb.andWhere(new Brackets((w) => w.where('u.name ILIKE :s', { s }).orWhere('u.email ILIKE :s', { s })));
    }
    if (q.roleId) qb.andWhere('role.publicId = :roleId', { roleId: q.roleId });
    if (q.isActive !== undefined) qb.andWhere('u.isActive = :active', { active: q.isActive });
    qb.orderBy(`u.${l.sort}`, l.order, 'NULLS LAST').addOrderBy('u.id', l.order);
    const { rows, count } = await queryPage(qb, l);
    return { rows: rows.map(toAdmin), count, list: l };
  }

  async get(publicId: string) {
    return toAdmin(await this.find(publicId, true));
  }

  async create(dto: CreateAdminDto) {
    return withTransaction(async () => {
      const role = await this.roleByPublicId(dto.roleId);
      assertMayAssignRole(role.permissions.map((p) => p.name));
      const user = repo(User).create({
        kind: 'admin',
        name: dto.name.trim(),
        email: normaliseEmail(dto.email),
        passwordHash: await hashPassword(dto.password),
        emailVerified: false,
        roleId: role.id,
        role,
        isSuperadmin: false,
        isActive: true,
      });
      try {
        await repo(User).save(user);
      } catch (e) {
        if (isUniqueViolation(e)) throw AccountErrors.ADMIN_EMAIL_ALREADY_EXISTS();
        throw e;
      }
      return toAdmin(user);
    });
  }

  async update(publicId: string, dto: UpdateAdminDto) {
    const actor = currentActor();
    return withTransaction(async () => {
      const user = await this.find(publicId);
      if (user.isSuperadmin) throw AccountErrors.ADMIN_SUPERADMIN_PROTECTED();
      if (dto.isActive === false && user.publicId === actor.publicId) throw AccountErrors.ADMIN_CANNOT_CHANGE_SELF();
      if (dto.name !== undefined) user.name = dto.name.trim();
      if (dto.email !== undefined) user.email = normaliseEmail(dto.email);
      let roleChanged = false;
      if (dto.roleId !== undefined) {
        const role = await this.roleByPublicId(dto.roleId);
        // the same role again (the panel's edit form always sends it) is no change
        roleChanged = role.id !== user.roleId;
        if (roleChanged && user.publicId === actor.publicId) throw AccountErrors.ADMIN_CANNOT_CHANGE_OWN_ROLE();
        if (roleChanged) assertMayAssignRole(role.permissions.map((p) => p.name));
        user.role = role;
        user.roleId = role.id;
      }
      if (dto.isActive !== undefined) user.isActive = dto.isActive;
      const patch: Partial<User> = { name: user.name, email: user.email, roleId: user.roleId, isActive: user.isActive };
      if (dto.password !== undefined) patch.passwordHash = await hashPassword(dto.password);
      try {
        await repo(User).update({ id: user.id }, patch);
      } catch (e) {
        if (isUniqueViolation(e)) throw AccountErrors.ADMIN_EMAIL_ALREADY_EXISTS();
        throw e;
      }
      // API and panel sessions alike: the admin signs in again under the new password, role or standing
      if (dto.isActive === false || dto.password !== undefined || roleChanged) await this.sessions.revokeAllOf(user.id);
      return toAdmin(await this.find(publicId));
    });
  }

  async remove(publicId: string): Promise<void> {
    const actor = currentActor();
    await withTransaction(async () => {
      await this.find(publicId, true); // 404 for anyone but an admin
      const user = await softDelete(User, publicId, ADMIN_LIFECYCLE, async (u) => {
        if (u.isSuperadmin) throw AccountErrors.ADMIN_SUPERADMIN_PROTECTED();
        if (u.publicId === actor.publicId) throw AccountErrors.ADMIN_CANNOT_CHANGE_SELF();
      });
      await this.sessions.revokeAllOf(user.id);
    });
  }

  async restore(publicId: string) {
    await this.find(publicId, true); // 404 for anyone but an admin
    await restore(User, publicId, ADMIN_LIFECYCLE);
    return toAdmin(await this.find(publicId));
  }

  /** Whether an active superadmin exists (the start-up summary says so, and how to make one). */
  async superadminExists(): Promise<boolean> {
    return (await repo(User).countBy({ kind: 'admin', isSuperadmin: true, isActive: true })) > 0;
  }

  /** The operators' CLI (`npm run admin:create`): a new superadmin; 409 ADMIN_EMAIL_ALREADY_EXISTS when any account has the email. */
  async createSuperadmin(email: string, password: string, name = 'Superadmin'): Promise<void> {
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      throw invalidField('password', `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
    }
    const normalised = normaliseEmail(email);
    const passwordHash = await hashPassword(password);
    await withTransaction(async () => {
      if (await repo(User).exists({ where: { email: normalised }, withDeleted: true })) throw AccountErrors.ADMIN_EMAIL_ALREADY_EXISTS();
      try {
        await repo(User).insert(
          repo(User).create({ kind: 'admin', name, email: normalised, passwordHash, isSuperadmin: true, isActive: true, emailVerified: true }),
        );
      } catch (e) {
        if (isUniqueViolation(e)) throw AccountErrors.ADMIN_EMAIL_ALREADY_EXISTS();
        throw e;
      }
    });
  }

  /** SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD at start-up: create that superadmin or reset it. */
  async ensureSuperadmin(email: string, password: string): Promise<void> {
    const normalised = normaliseEmail(email);
    const passwordHash = await hashPassword(password);
    await withTransaction(async () => {
      const existing = await repo(User).findOne({ where: { email: normalised }, withDeleted: true });
      if (existing) {
        await repo(User).update({ id: existing.id }, { kind: 'admin', isSuperadmin: true, isActive: true, passwordHash, deletedAt: null });
        await this.sessions.invalidate(`user:${existing.id}`);
      } else {
        await repo(User).save(
          repo(User).create({
            kind: 'admin',
            name: 'Superadmin',
            email: normalised,
            passwordHash,
            isSuperadmin: true,
            isActive: true,
            emailVerified: true,
          }),
        );
      }
    });
  }
}
