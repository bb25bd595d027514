import { PrincipalCache } from './principal-cache.js';
import { SessionService } from './session.service.js';

/** The session service every accounts service shares (its own module: the deletion flow's steps use it too). */
export const principalCache = new PrincipalCache();
export const sessions = new SessionService(principalCache);
