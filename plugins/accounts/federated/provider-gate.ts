import type { NextFunction, Request, Response } from 'express';
import type { OAuthProviderName } from '../../../config/index.js';
import { enabledProvider } from './providers.js';

/**
 * Answers 503 AUTH_OAUTH_PROVIDER_NOT_ENABLED before anything else of the route runs (authentication,
 * validation), so a provider left off by configuration looks the same on all its routes.
 */
export function providerEnabled(provider: OAuthProviderName) {
  return (_req: Request, _res: Response, next: NextFunction) => {
    try {
      enabledProvider(provider);
      next();
    } catch (e) {
      next(e);
    }
  };
}
