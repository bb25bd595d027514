import type { Request } from 'express';
import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import { AccountMails } from './account-mails.js';
import { AdminsService } from './admins.service.js';
import { AuthService } from './auth.service.js';
import { CustomersService } from './customers.service.js';
import { DeletionService } from './deletion.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { RolesService } from './roles.service.js';
import type { ClientInfo, DeviceInfo } from './session.service.js';
import { principalCache, sessions } from './sessions-instance.js';
import { SignInLockout } from './sign-in-lockout.js';
import { ConfiguredSmsSender } from './sms-sender.js';
import { VerificationService } from './verification.service.js';

const mails = new AccountMails();
const sms = new ConfiguredSmsSender();
const verification = new VerificationService(mails, sms);

/**
 * The plugin's services: module singletons built at import time (see docs/architecture.md, Wiring). What
 * comes from the configuration is given to them at start-up (onStart: `configure`).
 */
export const accounts = {
  auth: new AuthService(sessions),
  sessions,
  admins: new AdminsService(sessions),
  roles: new RolesService(sessions),
  customers: new CustomersService(sessions, verification),
  verification,
  passwordReset: new PasswordResetService(mails, verification, sessions),
  deletion: new DeletionService(mails, sessions),
  /** per-account sign-in lockout of the API and panel sign-ins */
  signInLockout: new SignInLockout(rateLimitStore),
  /** the SMS sender of phone verification (webhook, or the log sender) */
  sms,
  mails,
  principalCache,
};

export function clientInfo(req: Request, device?: DeviceInfo): ClientInfo {
  return { ip: req.ip, userAgent: req.headers['user-agent'], device };
}
