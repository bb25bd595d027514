/**
 * The record lifecycle every area needs, in one place: soft delete / restore with the 409 pair, bulk
 * operations with per-item failures, reorder within a parent, the activity log and the list builder.
 */
export { lockAlive, lockRecord, restore, softDelete, type SoftDeletableRow, type SoftDeleteErrors } from './soft-delete.js';
export { BULK_MAX_ITEMS, runBulk, uniqueIds, type BulkResult } from './bulk.js';
export { reorderWithinParent, type ReorderRules } from './reorder.js';
export { recordActivity, recordActivityRows, type ActivityEntry } from './activity-log.js';
export { ActivityLogEntry } from './activity-log.entity.js';
export { queryPage, SqlList, type OffsetPage, type PageWindow, type SqlListSource } from './list-builder.js';
export { defineStateMachine, type StateMachine, type StateMove } from './state-machine.js';
export { moveSql, stateTable, type Moved, type MoveOptions, type MoveResult, type StateTable } from './state-move.js';
export { defineDeadlineRead, type DeadlineRead } from './deadline-read.js';
