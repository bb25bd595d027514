import { defineError } from '../../core/http/app-error.js';

export const AccountErrors = {
  INVALID_CREDENTIALS: defineError(401, 'AUTH_INVALID_CREDENTIALS', 'Email or password is incorrect'),
  ACCOUNT_DISABLED: defineError(403, 'AUTH_ACCOUNT_DISABLED', 'This account is disabled'),
  REFRESH_TOKEN_INVALID: defineError(401, 'AUTH_REFRESH_TOKEN_INVALID', 'The refresh token is invalid, expired or already used'),
  CURRENT_PASSWORD_REQUIRED: defineError(400, 'AUTH_CURRENT_PASSWORD_REQUIRED', 'currentPassword is required to change an existing password'),
  CURRENT_PASSWORD_INVALID: defineError(401, 'AUTH_CURRENT_PASSWORD_INVALID', 'The current password is incorrect'),
  ADMIN_NOT_FOUND: defineError(404, 'ADMIN_NOT_FOUND', 'Admin not found'),
  ADMIN_EMAIL_ALREADY_EXISTS: defineError(409, 'ADMIN_EMAIL_ALREADY_EXISTS', 'An account with this email already exists'),
  ADMIN_ALREADY_DELETED: defineError(400, 'ADMIN_ALREADY_DELETED', 'This admin is already deleted'),
  ADMIN_NOT_DELETED: defineError(400, 'ADMIN_NOT_DELETED', 'This admin is not deleted'),
  ADMIN_CANNOT_CHANGE_SELF: defineError(409, 'ADMIN_CANNOT_CHANGE_SELF', 'You cannot delete or deactivate your own account'),
  ADMIN_SUPERADMIN_PROTECTED: defineError(409, 'ADMIN_SUPERADMIN_PROTECTED', 'A superadmin is managed through SUPERADMIN_EMAIL, not this route'),
  ROLE_NOT_FOUND: defineError(404, 'ROLE_NOT_FOUND', 'Role not found'),
  ROLE_NAME_ALREADY_EXISTS: defineError(409, 'ROLE_NAME_ALREADY_EXISTS', 'A role with this name already exists'),
  ROLE_IN_USE: defineError(409, 'ROLE_IN_USE', 'The role is assigned to admins'),
  ROLE_PERMISSION_UNKNOWN: defineError(400, 'ROLE_PERMISSION_UNKNOWN', 'Unknown permission names'),
};
