import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Agenda, exponential, type Job } from 'agenda';
import { PostgresBackend } from '@agendajs/postgres-backend';
import type { DataSource } from 'typeorm';
import type { Config, Role } from '../../config/index.js';
import type { Logger } from 'pino';
import { logger } from '../log/logger.js';
import { runAsJob } from '../context/request-context.js';
import type { PluginManifest } from '../plugin.js';
import { collectJobs, type JobCatalog, type JobDefinitionEntry, type JobSchedule } from './job-catalog.js';
import { connectionStringOf } from './connection-string.js';
import { PRUNE_INTERVAL, PRUNE_JOB, pruneFinished } from './housekeeping.js';
import { startLeaseOwner, stopLeaseOwner } from './lease-owner.js';
import { withLockRenewal } from './lock-renewal.js';
import { trackRuns } from './run-tracker.js';
import { setOutboxNotify, setOutboxSubscribers } from './outbox.js';
import { DELIVER_JOB, deliverToSubscriber } from './outbox-delivery.js';
import { collectSubscribers, type Subscription } from './subscribers.js';
import { collectFlows, FLOW_RESUME_INTERVAL, FLOW_RESUME_JOB, FLOW_RUN_JOB, resumeStaleFlows, runFlowJob } from '../flows/flow-jobs.js';
import { setFlowRunner } from '../flows/start-flow.js';
import { OutboxRelay } from './outbox-relay.js';
import type { RetryPolicy } from './outbox-store.js';

export interface StartJobsOptions {
  config: Config;
  /** the enabled plugins: their `jobs` hooks, `subscribers` and `flows` */
  plugins: PluginManifest[];
  /** the app's data source; it must also be the one bound for db()/withTransaction (handlers use those) */
  dataSource: DataSource;
}

export interface Jobs {
  readonly role: Role;
  /** true when this process runs jobs, recurring schedules and the outbox relay */
  readonly processing: boolean;
  /** the Agenda instance, for inspection (queryJobs, getJobsOverview) */
  readonly agenda: Agenda;
  /** names of the defined jobs: the enabled plugins' and the kernel's */
  names(): string[];
  /** queues a defined job to run as soon as a worker is free; resolves to Agenda's job id */
  enqueue(name: string, data?: Record<string, unknown>): Promise<string>;
  /** queues a defined job to run at `when` */
  schedule(when: Date, name: string, data?: Record<string, unknown>): Promise<string>;
  /** runs the outbox relay now (0 and nothing done where this process does not relay) */
  relayOutbox(): Promise<number>;
  /** graceful: stops taking jobs, waits up to JOBS_SHUTDOWN_GRACE_MS for running ones, closes connections */
  stop(): Promise<void>;
}

const POOL_SIZE = 6;

type JobsConfig = Config['jobs'];
type Subscribers = ReturnType<typeof collectSubscribers>;

/** The jobs' own pool, checked with a first query: Agenda connects in its constructor without handling failure. */
async function openJobsPool(url: string, role: Role, log: Logger): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, application_name: `bazaar-jobs-${role}` });
  pool.on('error', (e) => log.warn({ err: e }, 'an idle jobs connection failed'));
  try {
    await pool.query('SELECT 1'); // Agenda connects in its constructor without handling failure: fail here instead
  } catch (e) {
    await pool.end().catch(() => {});
    throw e;
  }
  return pool;
}

/** Agenda on the pool, its errors and failures logged. */
function createAgenda(pool: pg.Pool, cfg: JobsConfig, log: Logger): { backend: PostgresBackend; agenda: Agenda } {
  const backend = new PostgresBackend({ pool, ensureSchema: false }); // the table comes from migrations
  // the LISTEN connection emits its losses (a restart, a dropped database) on the channel, which Agenda does not
  // listen to: unheard, one would end the process. The channel reconnects by itself.
  (backend.notificationChannel as unknown as NodeJS.EventEmitter | undefined)?.on('error', (e: unknown) =>
    log.warn({ err: e }, 'the jobs notification connection failed'),
  );
  const agenda = new Agenda({
    backend,
    name: `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    processEvery: cfg.processEveryMs,
    defaultLockLifetime: cfg.lockLifetimeMs,
  });
  agenda.on('error', (e) => log.error({ err: e }, 'agenda error'));
  agenda.on('fail', (err: unknown, job: any, remote?: boolean) => {
    if (!remote) log.warn({ err, job: job?.attrs?.name, jobId: String(job?.attrs?._id) }, 'job failed');
  });
  return { backend, agenda };
}

interface DefinedJobs {
  subscribers: Subscribers;
  /** the names of a topic's enabled subscribers: what a publish here writes deliveries for, and a relay's fan-out */
  subscribersOf: (topic: string) => string[];
  schedules: JobSchedule[];
  enqueueFlow: (flow: string, flowId: string) => Promise<void>;
}

/**
 * Defines the plugins' jobs (their catalog) and the kernel's (outbox delivery, flow runs and resumes, pruning); returns what the
 * relay and the schedules need. A job renews its lock while `running()` holds.
 */
function defineJobs(agenda: Agenda, catalog: JobCatalog, opts: StartJobsOptions, policy: RetryPolicy, log: Logger, running: () => boolean): DefinedJobs {
  const { plugins, dataSource } = opts;
  const cfg = opts.config.jobs;
  // every job runs in a context of its own: the system acting, the job's id (an event's for a delivery) as request id
  const define = (name: string, lockLifetimeMs: number, fn: (data: any, job: Job<any>) => Promise<void>, options: Record<string, unknown>) => {
    const requestIdOf = (job: Job<any>) => (name === DELIVER_JOB ? String(job.attrs.data?.eventId) : String(job.attrs._id));
    const run = (job: Job<any>) => runAsJob(requestIdOf(job), () => fn(job.attrs.data ?? {}, job));
    agenda.define(name, async (job: Job<any>) => withLockRenewal(job, lockLifetimeMs, running, () => run(job)), {
      lockLifetime: lockLifetimeMs,
      ...options,
    });
  };
  const definePluginJob = (d: JobDefinitionEntry) => {
    const lockLifetimeMs = d.options.lockLifetimeMs ?? cfg.lockLifetimeMs;
    define(d.name, lockLifetimeMs, (data, job) => d.handler(data, { jobId: String(job.attrs._id), attempt: (job.attrs.failCount ?? 0) + 1 }), {
      concurrency: d.options.concurrency,
      priority: d.options.priority,
      backoff: d.options.retries ? exponential({ delay: d.options.retryDelayMs ?? 1000, maxRetries: d.options.retries }) : undefined,
    });
  };
  for (const d of catalog.definitions.values()) definePluginJob(d);
  const subscribers = collectSubscribers(plugins);
  // the relay delivers in-process; the job stays for deliveries handed to it before (and by hand)
  define(
    DELIVER_JOB,
    cfg.lockLifetimeMs,
    async (data) => void (await deliverToSubscriber(String(data.eventId), String(data.subscriber), subscribers, policy)),
    {
      concurrency: cfg.outboxConcurrency,
      priority: 'high',
    },
  );
  const flows = collectFlows(plugins);
  const enqueueFlow = async (flow: string, flowId: string) => void (await agenda.now(FLOW_RUN_JOB, { flow, flowId }));
  define(FLOW_RUN_JOB, cfg.lockLifetimeMs, (data) => runFlowJob(flows, data), { concurrency: cfg.outboxConcurrency });
  define(FLOW_RESUME_JOB, cfg.lockLifetimeMs, async () => void (await resumeStaleFlows(dataSource, flows, enqueueFlow)), { concurrency: 1 });
  define(
    PRUNE_JOB,
    cfg.lockLifetimeMs,
    async () => {
      const pruned = await pruneFinished(dataSource.manager, cfg.retentionDays);
      if (pruned.events || pruned.jobs || pruned.idempotencyKeys) log.info(pruned, 'pruned finished outbox events, jobs and idempotency keys');
    },
    { concurrency: 1 },
  );
  const schedules = [
    ...catalog.schedules,
    { interval: PRUNE_INTERVAL, name: PRUNE_JOB, data: undefined },
    { interval: FLOW_RESUME_INTERVAL, name: FLOW_RESUME_JOB, data: undefined },
  ];
  return { subscribers, subscribersOf: namesByTopic(subscribers), schedules, enqueueFlow };
}

/** The names of a topic's enabled subscribers, looked up by topic. */
function namesByTopic(subscribers: Map<string, Subscription>): (topic: string) => string[] {
  const byTopic = new Map<string, string[]>();
  for (const s of subscribers.values()) byTopic.set(s.topic, [...(byTopic.get(s.topic) ?? []), s.name]);
  return (topic) => byTopic.get(topic) ?? [];
}

/** A processing role's start: the lease owner, the schedules (a removed one dropped), Agenda, then the outbox relay. */
async function startProcessing(
  agenda: Agenda,
  pool: pg.Pool,
  url: string,
  opts: StartJobsOptions,
  policy: RetryPolicy,
  defined: DefinedJobs,
  relayStarting: (relay: OutboxRelay) => void,
): Promise<void> {
  const cfg = opts.config.jobs;
  const { subscribers, schedules } = defined;
  await startLeaseOwner(url); // before any job runs: the leases its jobs take name this process
  await agenda.ready;
  // a schedule removed from a plugin's code stops with it (schedules are the only 'single' jobs)
  const unscheduled = Object.keys(agenda.definitions).filter((name) => !schedules.some((s) => s.name === name));
  await pool.query(`DELETE FROM agenda_jobs WHERE type = 'single' AND name = ANY($1)`, [unscheduled]);
  for (const s of schedules) {
    const job = await agenda.every(s.interval, s.name, s.data);
    if (job.attrs.failReason) throw new Error(`Cannot schedule job "${s.name}" every "${s.interval}": ${job.attrs.failReason}`);
  }
  await agenda.start();
  for (const s of schedules) if (s.atStart) await agenda.now(s.name, s.data ?? {});
  const relay = new OutboxRelay({
    dataSource: opts.dataSource,
    listen: cfg.outboxNotify,
    pollMs: cfg.outboxPollMs,
    leaseMs: cfg.outboxLeaseMs,
    policy,
    subscribersOf: defined.subscribersOf,
    known: [...subscribers.keys()],
    // in a context of its own, as a job's: the system acting, the event's id as request id
    deliver: (eventId, subscriber) => runAsJob(eventId, () => deliverToSubscriber(eventId, subscriber, subscribers, policy)),
    concurrency: cfg.outboxConcurrency,
  });
  relayStarting(relay);
  relay.start();
}

/**
 * Starts Agenda 6 on the app's PostgreSQL and, by ROLE:
 * - `all` and `worker` process jobs, start the plugins' recurring schedules and run the outbox relay;
 * - `api` only defines jobs (so enqueue can check names) and enqueues: nothing runs here, no schedule is
 *   started and no relay runs, so an `api` process needs at least one `worker` (or `all`) beside it.
 */
export async function startJobs(opts: StartJobsOptions): Promise<Jobs> {
  const { config, plugins, dataSource } = opts;
  const cfg = config.jobs;
  const processing = config.role !== 'api';
  const catalog = collectJobs(plugins);
  const policy: RetryPolicy = { maxAttempts: cfg.outboxMaxAttempts, retryBaseMs: cfg.outboxRetryBaseMs, retryMaxMs: cfg.outboxRetryMaxMs };
  const url = connectionStringOf(dataSource);
  const log = logger().child({ component: 'jobs' });
  setOutboxNotify(cfg.outboxNotify);

  const pool = await openJobsPool(url, config.role, log);
  const { backend, agenda } = createAgenda(pool, cfg, log);

  let stopping = false;
  const runs = trackRuns(agenda, log);
  const defined = defineJobs(agenda, catalog, opts, policy, log, () => !stopping);

  let relay: OutboxRelay | undefined;
  setFlowRunner(defined.enqueueFlow);
  // every role publishes, and writes an event's deliveries with it
  const forgetSubscribers = setOutboxSubscribers(defined.subscribersOf);
  try {
    if (processing) {
      await startProcessing(agenda, pool, url, opts, policy, defined, (r) => (relay = r));
    } else {
      await agenda.ready;
      // lets jobs enqueued here wake the workers through NOTIFY instead of waiting for their poll
      await backend.notificationChannel?.connect();
    }
  } catch (e) {
    forgetSubscribers();
    if (processing) await stopLeaseOwner().catch(() => {});
    await relay?.stop().catch(() => {});
    await agenda.stop(false).catch(() => {});
    await pool.end().catch(() => {});
    throw e;
  }

  const known = (name: string) => {
    if (!agenda.definitions[name]) throw new Error(`No job named "${name}" is defined (defined: ${Object.keys(agenda.definitions).join(', ')})`);
  };

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopping = true;
    setFlowRunner(undefined);
    forgetSubscribers();
    await relay?.stop(cfg.shutdownGraceMs);
    if (processing) {
      await agenda.stop(false); // unlocks jobs taken but not started; running ones finish below
      if (cfg.shutdownGraceMs > 0) await runs.idle(cfg.shutdownGraceMs);
      if (runs.active() > 0) log.warn({ running: runs.active() }, 'stopping with jobs still running; other workers take them over when their locks expire');
      await runs.removalsSettled();
    } else {
      await backend.notificationChannel?.disconnect();
    }
    agenda.removeAllListeners();
    agenda.on('error', () => {});
    await pool.end().catch(() => {});
    if (processing) await stopLeaseOwner();
  };

  return {
    role: config.role,
    processing,
    agenda,
    names: () => Object.keys(agenda.definitions),
    async enqueue(name, data = {}) {
      known(name);
      const job = await agenda.now(name, data);
      return String(job.attrs._id);
    },
    async schedule(when, name, data = {}) {
      known(name);
      const job = await agenda.schedule(when, name, data);
      return String(job.attrs._id);
    },
    relayOutbox: () => relay?.relayNow() ?? Promise.resolve(0),
    stop: () => (stopped ??= stop()),
  };
}
