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

  // privilege escalation (docs/decisions.md "Hostile input")
  ADMIN_CANNOT_CHANGE_OWN_ROLE: defineError(403, 'ADMIN_CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role'),
  ROLE_ASSIGNMENT_FORBIDDEN: defineError(403, 'ROLE_ASSIGNMENT_FORBIDDEN', 'Assigning a role needs the Admins_UPDATE and Roles_UPDATE permissions'),
  ROLE_PERMISSIONS_NOT_HELD: defineError(403, 'ROLE_PERMISSIONS_NOT_HELD', 'You cannot grant permissions you do not hold yourself'),

  // registration (spec 01: the three 409 codes of a duplicate registration)
  ACCOUNT_PENDING_DELETION: defineError(409, 'ACCOUNT_PENDING_DELETION', 'This account is scheduled for deletion; recover it to use it again'),
  EMAIL_VERIFICATION_PENDING: defineError(409, 'AUTH_EMAIL_VERIFICATION_PENDING', 'An account with this email exists but its email is not verified yet'),
  EMAIL_ALREADY_EXISTS: defineError(409, 'AUTH_EMAIL_ALREADY_EXISTS', 'An account with this email already exists'),

  // one-time codes and tokens: one answer for wrong, expired, used and burned, so nothing is revealed
  CODE_INVALID: defineError(400, 'AUTH_CODE_INVALID', 'The code or token is invalid, expired or already used'),
  SMS_DELIVERY_FAILED: defineError(502, 'AUTH_SMS_DELIVERY_FAILED', 'The verification text message could not be sent; try again later'),

  // account deletion
  DELETION_ALREADY_REQUESTED: defineError(409, 'ACCOUNT_DELETION_ALREADY_REQUESTED', 'A deletion of this account is already pending'),
  DELETION_BLOCKED: defineError(409, 'ACCOUNT_DELETION_BLOCKED', 'This account was recovered recently; a new deletion request is not possible yet'),
  DELETION_NOT_PENDING: defineError(409, 'ACCOUNT_DELETION_NOT_PENDING', 'No deletion of this account is pending'),
  DELETION_WINDOW_ELAPSED: defineError(409, 'ACCOUNT_DELETION_WINDOW_ELAPSED', 'The grace period has ended; the deletion can no longer be cancelled'),

  CUSTOMER_NOT_FOUND: defineError(404, 'CUSTOMER_NOT_FOUND', 'Customer not found'),
};
