import type { Role } from './entities/role.entity.js';
import type { User } from './entities/user.entity.js';

/** The account profile of spec 01 (sign-in and /me). */
export function toProfile(user: User, withHasPassword?: boolean) {
  const profile: Record<string, unknown> = {
    id: user.publicId,
    name: user.name,
    email: user.email,
    image: user.image,
    emailVerified: user.emailVerified,
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    role: user.kind === 'customer' ? 'customer' : user.isSuperadmin ? 'superadmin' : (user.role?.name ?? 'admin'),
  };
  if (withHasPassword) profile.hasPassword = !!user.passwordHash;
  return profile;
}

export function toRoleRef(role: Role | null | undefined) {
  return role ? { id: role.publicId, name: role.name } : null;
}

export function toRole(role: Role) {
  return {
    id: role.publicId,
    name: role.name,
    description: role.description,
    permissions: (role.permissions ?? []).map((p) => p.name).sort(),
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
  };
}

export function toAdmin(user: User) {
  return {
    id: user.publicId,
    name: user.name,
    email: user.email,
    image: user.image,
    phone: user.phone,
    role: toRoleRef(user.role),
    isSuperadmin: user.isSuperadmin,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    deletedAt: user.deletedAt,
  };
}
