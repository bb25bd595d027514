import { defineHook } from '../../core/hooks/index.js';
import type { MoveResult } from './tracking/event-recorder.js';

/**
 * Run after the schedule sync changed at least one banner or campaign (the serving cache drops its
 * entries). A failing handler is logged only (spec: invalidation failure is logged only).
 */
export const BANNERS_SCHEDULE_CHANGED = defineHook('banners.schedule-changed', { onFailure: 'log' });

/**
 * Run with the table name after any committed write to placements, banners or campaigns, from any instance
 * (the change feed, PostgreSQL NOTIFY), and with '*' at start and when notifications may have been missed.
 * The feed runs each notification's handlers to the end before the next one's (a drop in Redis is a round
 * trip). A failing handler is logged only: it has no caller to fail.
 */
export const BANNERS_TABLES_CHANGED = defineHook<{ table: string }>('banners.tables-changed', { onFailure: 'log' });

/** Run after every committed batch of the tracking record job (tests and benchmarks watch the drain). */
export const BANNERS_EVENTS_RECORDED = defineHook<MoveResult>('banners.events-recorded');
