import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/index.js';
import { refuse } from './panel-errors.js';
import { AppError, CommonErrors } from '../core/http/app-error.js';
import { enforceRateLimit } from '../core/http/rate-limit/limiter.js';
import { sharedSecret } from '../core/db/shared-secret.js';
import { permissionNames, PluginLoadError, type PluginManifest } from '../core/plugin.js';
import { accounts, AUTH_LIMITS, SignInLockedError } from '../plugins/accounts/index.js';
import { componentsBundle as panelComponentsBundle } from './components/bundle.js';
import { runPanelRoutesAsAdmin } from './action-context.js';
import { brandAssetRoutes, brandedPages, panelBranding } from './branding.js';
import { DASHBOARD_COMPONENT } from './components/dashboard.js';
import { collectDashboardTiles, dashboardData, type DashboardTiles } from './dashboard.js';
import { can } from './current-admin.js';
import { BUILT_IN_ACTIONS } from './gate.js';
import { authenticateAdmin, refreshCurrentAdmin } from './identity.js';
import { isPanelResourceSpec, type PanelContext, type PanelResourceSpec } from '../core/panel/resource-spec.js';
import { narrowedBodies, panelBodies } from './request-body.js';
import { actionRouteRules, adminjsErrors, noFraming, readsAndWrites } from './request-rules.js';
import { exposeCsrfToken, sameOriginWrites } from './same-origin-writes.js';
import { buildServiceResource } from './service-resource.js';
import { PANEL_COOKIE, panelSessions } from './session.js';
import { signOutRoutes } from './sign-out.js';

export const PANEL_ROOT = '/admin';

/**
 * Largest file part the panel's multipart parser accepts: the catalog import's 25 MB. Smaller limits are the
 * actions' own (the media library refuses files over the upload size limit itself).
 */
export const PANEL_MAX_FILE_BYTES = 25 * 1024 * 1024;
/** the file plus the other form fields (formidable's maxFieldsSize) */
const PANEL_MAX_BODY_BYTES = PANEL_MAX_FILE_BYTES + 2 * 1024 * 1024;

// express-formidable (AdminJS's form parser) has no type declarations
const loginFormParser = createRequire(import.meta.url)('express-formidable')({ maxFieldsSize: 64 * 1024, maxFileSize: 1, maxFiles: 0 }) as RequestHandler;

/** The sign-in form's fields, parsed once (express-formidable marks the request parsed). */
function parseLoginForm(req: Request, res: Response): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    loginFormParser(req, res, (err?: unknown) => (err ? reject(err) : resolve((req as Request & { fields?: Record<string, unknown> }).fields ?? {})));
  });
}

export interface PanelDeps {
  config: Config;
  plugins: PluginManifest[];
  dataSource: DataSource;
}

export interface PanelItems {
  specs: PanelResourceSpec[];
  dashboard: DashboardTiles;
}

/** Every action of a spec needs a permission: built-in ones have theirs, custom ones are record/bulk actions or links. */
function checkedSpec(pluginName: string, spec: PanelResourceSpec): PanelResourceSpec {
  for (const name of Object.keys(spec.options?.actions ?? {})) {
    const declared = [spec.recordActions, spec.bulkActions, spec.resourceLinks, spec.views].some((group) => name in (group ?? {}));
    if (!(name in BUILT_IN_ACTIONS) && !declared) {
      throw new PluginLoadError(
        `Plugin "${pluginName}": admin action "${name}" of ${spec.id} has no permission; declare it in recordActions, bulkActions, resourceLinks or views`,
      );
    }
  }
  return spec;
}

/**
 * The enabled plugins' resources (a disabled plugin is not in `plugins`, so it contributes none).
 * Runs at start-up, without AdminJS: anything else than a panel resource spec (which buildServiceResource turns into a
 * resource whose reads and writes go through the plugin's services, gated by its permission module) stops start-up.
 */
export function collectPanelItems(deps: PanelDeps): PanelItems {
  const ctx: PanelContext = { config: deps.config, can, permissionNames: permissionNames(deps.plugins) };
  const items: PanelItems = { specs: [], dashboard: collectDashboardTiles(deps.plugins, ctx) };
  for (const plugin of deps.plugins) {
    for (const item of plugin.admin?.(ctx) ?? []) {
      if (isPanelResourceSpec(item)) items.specs.push(checkedSpec(plugin.name, item));
      else
        throw new PluginLoadError(
          `Plugin "${plugin.name}" gives the admin panel a resource that buildServiceResource (admin/service-resource.ts) cannot build: describe it with definePanelResource (core/panel/resource-spec.ts), so its reads and writes go through the plugin's services and its permission module gates it`,
        );
    }
  }
  return items;
}

/**
 * Builds AdminJS and its express router. Costly parts are kept small: AdminJS is imported here
 * (about a second), and with no ComponentLoader components the components bundle is a constant script
 * (plus the panel's hand-written components) served from memory, so rollup never runs (in production
 * mode AdminJS would bundle at start-up, in development on the first page).
 */
export async function buildPanel(deps: PanelDeps, items: PanelItems): Promise<Router> {
  // read by AdminJS when its module loads; a folder without a leading dot (see ARCHITECTURE.md)
  process.env.ADMIN_JS_TMP_DIR ??= path.join(deps.config.dataDir, 'adminjs');
  const adminjs = await import('adminjs');
  const { buildAuthenticatedRouter } = await import('@adminjs/express');
  const AdminJS = adminjs.default;
  runPanelRoutesAsAdmin(adminjs);

  const resources = items.specs.map((spec) => buildServiceResource(adminjs, spec));

  const admin = new AdminJS({
    rootPath: PANEL_ROOT,
    loginPath: `${PANEL_ROOT}/login`,
    logoutPath: `${PANEL_ROOT}/logout`,
    resources,
    branding: panelBranding(PANEL_ROOT),
    dashboard: {
      component: DASHBOARD_COMPONENT,
      handler: async (_req: unknown, _res: unknown, ctx: { currentAdmin?: unknown }) => dashboardData(items.dashboard, ctx.currentAdmin, PANEL_ROOT),
    },
  });

  const components = {
    ...admin.componentLoader.getComponents(),
    ...AdminJS.__unsafe_staticComponentLoader.getComponents(),
  };
  // our own components are hand-written browser scripts appended to that constant bundle (admin/components/)
  const componentsBundle = Object.keys(components).length ? undefined : panelComponentsBundle(admin.options.env ?? {});
  if (componentsBundle !== undefined) admin.initialize = async () => {};

  const secret = await sharedSecret('admin_cookie_secret', deps.config.adminCookieSecret);
  const sessions = panelSessions({ dataSource: deps.dataSource, secret, ttlSeconds: deps.config.adminSessionTtlSeconds });
  const resourceIds = new Set(admin.resources.map((r) => r.decorate().id()));

  const formLimits = { maxFileSize: PANEL_MAX_FILE_BYTES, maxFieldsSize: PANEL_MAX_BODY_BYTES - PANEL_MAX_FILE_BYTES };

  const router = express.Router();
  router.use(noFraming);
  router.use(readsAndWrites);
  router.use(brandAssetRoutes());
  router.use(brandedPages(PANEL_ROOT));
  router.use(sessions.middleware);
  router.use(sameOriginWrites({ publicBaseUrl: deps.config.publicBaseUrl, panelUrl: `${deps.config.publicBaseUrl}${PANEL_ROOT}`, loginPath: '/login' }));
  router.use(exposeCsrfToken);
  router.use(refreshCurrentAdmin);
  router.post('/login', async (req, res, next) => {
    try {
      await enforceRateLimit(AUTH_LIMITS.login, 'admin-panel', req, res, null);
      // the account's lockout (failures are counted by authenticateAdmin): the password is not checked while
      // locked. The form is parsed here (AdminJS's own parser then sees it parsed and leaves it).
      let email: unknown;
      try {
        email = (await parseLoginForm(req, res)).email;
      } catch {
        return res.status(400).send(await admin.renderLogin({ action: admin.options.loginPath, errorMessage: 'invalidCredentials' }));
      }
      const wait = typeof email === 'string' ? await accounts.signInLockout.retryAfterSeconds(email) : 0;
      if (wait > 0) {
        res.setHeader('Retry-After', String(wait));
        throw new SignInLockedError(wait);
      }
      // a sign-in over an existing session gets a new session id (no fixation)
      if ((req.session as { adminUser?: unknown }).adminUser) req.session.regenerate((err) => next(err));
      else next();
    } catch (e) {
      if (!(e instanceof AppError)) return next(e);
      res.status(e.statusCode).send(await admin.renderLogin({ action: admin.options.loginPath, errorMessage: 'tooManyRequests' }));
    }
  });
  if (componentsBundle !== undefined) {
    router.get('/frontend/assets/components.bundle.js', (_req, res) => {
      res.type('text/javascript').send(componentsBundle);
    });
  }
  router.use(signOutRoutes(admin.options.loginPath));
  // formidable fails a part over maxFileSize with a plain error (an internal error): a body that cannot fit is a 413 up front
  router.use((req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (req.method !== 'POST' || !(length > PANEL_MAX_BODY_BYTES)) return next();
    refuse(res.set('Connection', 'close'), CommonErrors.PAYLOAD_TOO_LARGE(undefined, 'The upload is larger than 25 MB'));
    req.resume();
  });
  // AdminJS answers an unknown resource with an internal error; it is a 404 (e.g. a disabled plugin's)
  router.use(['/api/resources/:resourceId', '/resources/:resourceId'], (req, res, next) => {
    if (resourceIds.has(req.params.resourceId as string)) return next();
    refuse(res, CommonErrors.NOT_FOUND(undefined, 'No such admin panel resource'));
  });
  router.use(actionRouteRules(admin));
  router.use(panelBodies(formLimits));
  router.use(narrowedBodies(admin));

  const built = buildAuthenticatedRouter(
    admin,
    { authenticate: authenticateAdmin as any, cookiePassword: secret, cookieName: PANEL_COOKIE },
    router,
    sessions.options,
    formLimits,
  );
  built.use(adminjsErrors);
  return built;
}
