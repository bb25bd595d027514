import type { AdminsService } from './admins.service.js';
import type { AuthService } from './auth.service.js';
import type { RolesService } from './roles.service.js';
import type { SessionService } from './session.service.js';
import type { Request } from 'express';
import type { ClientInfo, DeviceInfo } from './session.service.js';

/** The plugin's services, wired once at start-up (onStart) and used by its controllers. */
export const accounts: { auth: AuthService; sessions: SessionService; admins: AdminsService; roles: RolesService } = {} as any;

export function clientInfo(req: Request, device?: DeviceInfo): ClientInfo {
  return { ip: req.ip, userAgent: req.headers['user-agent'], device };
}
