import 'reflect-metadata';
import express, { type Application, type Router } from 'express';
import { createServer, type Server } from 'node:http';
import { useContainer, useExpressServer } from 'routing-controllers';
import { Container } from 'typedi';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/index.js';
import { syncPermissions } from './auth/permission-sync.js';
import { notifications } from './db/notifications.js';
import { openDatabase } from './db/open-database.js';
import { schemaMigrations } from './db/schema-migrations.js';
import { declareInvariants } from './db/constraint-errors.js';
import { bindDataSource } from './db/transaction.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { bodyParsers } from './http/body.js';
import { answerParserErrors } from './http/client-error.js';
import { refuseBadInputInUrl } from './http/bad-input.js';
import { assertNoInheritedActions, assertUniqueControllerNames } from './http/controller-check.js';
import { mountHealth } from './http/health.js';
import { fileRoutes } from './storage/file-routes.js';
import { configureLogger } from './log/logger.js';
import { requestLogger } from './log/request-logger.js';
import { createPlatform, type Platform } from './platform.js';
import { resolvePlugins, type PluginManifest } from './plugin.js';
import { installHooks } from './hooks/install-hooks.js';
import { startJobs, type Jobs } from './jobs/jobs.js';
import { mountOpenApi } from './http/openapi.js';
import { isHotPath } from './http/hot-path.js';
import { indexedRoutes, type IndexedRoutes } from './http/route-index.js';
import { installRouteFront, type FrontRouter } from './http/route-front.js';
import { bornExpress } from './http/born-express.js';
import { FILES_ROUTE } from './storage/storage.js';
import { endRoutesOnceAnswered } from './http/route-end.js';
import { memoizeValidationMetadata } from './http/validation-memo.js';
import { sendPlainResultsAsTheyAre } from './http/plain-result.js';

/**
 * Registers controllers with the API's validation and error handling on a router of their own, which the app
 * walks through an index of its routes by their leading path segments (route-index.ts).
 */
function mountControllers(target: Application, controllers: Function[]): IndexedRoutes {
  const routes = express.Router();
  registerControllers(routes, controllers);
  const indexed = indexedRoutes(routes);
  target.use(indexed);
  return indexed;
}

function registerControllers(target: Router, controllers: Function[]): void {
  // controllers are plain classes: register them so typedi resolves them without a miss per request
  for (const c of controllers) if (!Container.has(c as any)) Container.set({ id: c, type: c as any });
  useContainer(Container);
  useExpressServer(target as any, {
    controllers: controllers as any,
    defaultErrorHandler: false,
    classTransformer: true,
    validation: {
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
    },
  });
}

export interface BazaarOptions {
  config: Config;
  /** every plugin that exists (the default list in plugins/index.ts); config.plugins picks among them */
  available: PluginManifest[];
  /** mounts the admin panel (admin/); left out by tests that do not need it */
  adminPanel?: (ctx: { app: Application; config: Config; plugins: PluginManifest[]; dataSource: DataSource }) => Promise<void>;
}

export interface Bazaar {
  app: Application;
  config: Config;
  plugins: PluginManifest[];
  dataSource: DataSource;
  /** the embedded PostgreSQL (DATABASE_URL unset): its port, and whether another process of this checkout runs it */
  embedded?: { port: number; shared: boolean };
  jobs: Jobs;
  listen(port?: number): Promise<Server>;
  stop(): Promise<void>;
}

/** Where the API's routes live: the route front dispatches requests under it straight to their route. */
const API_PATHS = '/api/';

/**
 * The HTTP app: request logging, the hot-path routes, health and files before the panel (which parses its own
 * forms), then the body parsers, the other routes, and a tail of the OpenAPI document, the 404 and the error
 * answers. A request for an API route is dispatched to it by the route front (route-front.ts), which runs the
 * same middlewares of this stack that apply to it without walking the others.
 */
async function buildApp(options: BazaarOptions, plugins: PluginManifest[], ds: DataSource, platform: Platform): Promise<Application> {
  const { config } = options;
  const app = express();
  app.disable('x-powered-by');
  // JSON answers are not revalidated by clients: hashing every body for an ETag is wasted work
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'extended');
  const logRequest = requestLogger();
  const checkUrl = refuseBadInputInUrl();
  app.use(logRequest);
  app.use(checkUrl);
  const allControllers = plugins.flatMap((p) => p.controllers ?? []);
  assertNoInheritedActions(allControllers);
  assertUniqueControllerNames(allControllers);
  endRoutesOnceAnswered(allControllers);
  const hot = allControllers.filter((c) => isHotPath(c));
  const routers: FrontRouter[] = [];
  if (hot.length) routers.push({ routes: mountControllers(app, hot), prepare: [] });
  // health and the panel live outside API_PATHS, the file route inside it (the front leaves it to the app)
  mountHealth(app, () => ds);
  app.use(fileRoutes(platform.storage));
  // the panel parses its own forms (express-formidable), so it comes before the API's body parsers
  if (options.adminPanel && config.role !== 'worker') await options.adminPanel({ app, config, plugins, dataSource: ds });
  const parseBodies = bodyParsers();
  app.use(parseBodies);
  routers.push({
    routes: mountControllers(
      app,
      allControllers.filter((c) => !isHotPath(c)),
    ),
    prepare: [parseBodies],
  });
  const tail = express.Router();
  mountOpenApi(tail, allControllers, config);
  tail.use(notFoundHandler);
  app.use(tail);
  // an error handler must be a layer of the app's own router: a router middleware is skipped on an error
  app.use(errorHandler);
  installRouteFront(app, {
    routers,
    first: [logRequest, checkUrl],
    logRequest,
    within: API_PATHS,
    servedByApp: [`${FILES_ROUTE}/`],
    tail,
    errorHandler,
  });
  return app;
}

/** Builds the whole service from configuration: database, migrations, plugins, HTTP, jobs. */
export async function createBazaar(options: BazaarOptions): Promise<Bazaar> {
  const { config } = options;
  configureLogger(config.logLevel);
  memoizeValidationMetadata();
  sendPlainResultsAsTheyAre();
  const plugins = resolvePlugins(options.available, config.plugins);
  declareInvariants(options.available.flatMap((p) => p.invariants ?? []));
  const { ds, embedded } = await openDatabase(
    config,
    plugins.flatMap((p) => p.entities ?? []),
    schemaMigrations(options.available),
  );
  bindDataSource(ds);
  await notifications.start((ds.options as { url: string }).url);
  let platform: Platform | undefined;
  let jobs: Jobs | undefined;
  let server: Server | undefined;
  let uninstallHooks: (() => void) | undefined;
  try {
    platform = await createPlatform(config);
    await syncPermissions(ds, plugins);

    const app = await buildApp(options, plugins, ds, platform);

    // before onStart: a plugin's start-up may already run a hook (the banners change feed's first '*')
    uninstallHooks = installHooks(plugins);
    for (const p of plugins) await p.onStart?.({ config, plugins, app });
    jobs = await startJobs({ config, plugins, dataSource: ds });

    const bazaar: Bazaar = {
      app,
      config,
      plugins,
      dataSource: ds,
      embedded: embedded && { port: embedded.port, shared: embedded.shared },
      jobs,
      listen(port = config.port) {
        return new Promise((resolve, reject) => {
          const s = createServer(bornExpress(app), app);
          s.once('error', reject);
          s.listen(port, '0.0.0.0', () => {
            s.off('error', reject);
            resolve(s);
          });
          answerParserErrors(s);
          server = s;
        });
      },
      async stop() {
        await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
        server?.closeAllConnections?.();
        await jobs?.stop();
        await platform?.close();
        await notifications.stop();
        uninstallHooks?.();
        await ds.destroy().catch(() => {});
        bindDataSource(undefined);
        await embedded?.stop();
      },
    };
    return bazaar;
  } catch (e) {
    uninstallHooks?.();
    await jobs?.stop().catch(() => {});
    await platform?.close().catch(() => {});
    await notifications.stop();
    await ds.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw e;
  }
}
