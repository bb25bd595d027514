import type { AdminsService } from './admins.service.js';
import type { AuthService } from './auth.service.js';
import type { CustomersService } from './customers.service.js';
import type { DeletionService } from './deletion.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RolesService } from './roles.service.js';
import type { SessionService } from './session.service.js';
import type { SignInLockout } from './sign-in-lockout.js';
import type { SmsSender } from './sms-sender.js';
import type { VerificationService } from './verification.service.js';
import type { Request } from 'express';
import type { ClientInfo, DeviceInfo } from './session.service.js';

/** The plugin's services, wired once at start-up (onStart) and used by its controllers. */
export const accounts: {
  auth: AuthService;
  sessions: SessionService;
  admins: AdminsService;
  roles: RolesService;
  customers: CustomersService;
  verification: VerificationService;
  passwordReset: PasswordResetService;
  deletion: DeletionService;
  /** per-account sign-in lockout of the API and panel sign-ins */
  signInLockout: SignInLockout;
  /** the SMS sender of phone verification (webhook, or the log sender whose `sent` can be read) */
  sms: SmsSender;
} = {} as any;

export function clientInfo(req: Request, device?: DeviceInfo): ClientInfo {
  return { ip: req.ip, userAgent: req.headers['user-agent'], device };
}
