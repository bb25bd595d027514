import type { BulkResult } from '../../../core/lifecycle/index.js';
import { restoreAction } from '../../../core/panel/restore-action.js';
import type { PanelBulkAction, PanelResourceSpec } from '../../../core/panel/resource-spec.js';
import { refetch } from './catalog-reads.js';

/* What every catalog resource offers: hide/unhide, restore, the bulk actions, and (flat resources) their writes. */

/** Hide/unhide and restore, on every catalog resource (not `show`: that is AdminJS's own page of a record). */
export function lifecycleActions(
  id: string,
  svc: { setVisibility(id: string, v: boolean): Promise<unknown>; restore(id: string): Promise<unknown> },
  noun: string,
): PanelResourceSpec['recordActions'] {
  return {
    hide: {
      permission: 'UPDATE',
      label: 'Hide',
      icon: 'EyeOff',
      isVisible: (row) => !row.deletedAt && row.isVisible === true,
      run: async (publicId) => {
        await svc.setVisibility(publicId, false);
        return refetch(id, publicId);
      },
      successMessage: `The ${noun} is hidden`,
    },
    unhide: {
      permission: 'UPDATE',
      label: 'Show',
      icon: 'Eye',
      isVisible: (row) => !row.deletedAt && row.isVisible === false,
      run: async (publicId) => {
        await svc.setVisibility(publicId, true);
        return refetch(id, publicId);
      },
      successMessage: `The ${noun} is visible`,
    },
    restore: restoreAction(noun, async (publicId) => {
      await svc.restore(publicId);
      return refetch(id, publicId);
    }),
  };
}

interface BulkService {
  bulkDelete(ids: string[]): Promise<BulkResult>;
  bulkRestore(ids: string[]): Promise<BulkResult>;
  bulkVisibility(ids: string[], isVisible: boolean): Promise<BulkResult>;
}

/** Bulk restore/show/hide and bulk delete on the selection, through the services of POST /bulk/* (per-item failures). */
export function bulkActions(svc: BulkService): Pick<PanelResourceSpec, 'bulkActions' | 'bulkRemove'> {
  const actions: Record<string, PanelBulkAction> = {
    bulkRestore: { permission: 'RESTORE', label: 'Restore selected', icon: 'RotateCcw', run: (ids) => svc.bulkRestore(ids), done: 'restored' },
    bulkShow: { permission: 'UPDATE', label: 'Show selected', icon: 'Eye', run: (ids) => svc.bulkVisibility(ids, true), done: 'shown' },
    bulkHide: { permission: 'UPDATE', label: 'Hide selected', icon: 'EyeOff', run: (ids) => svc.bulkVisibility(ids, false), done: 'hidden' },
  };
  return { bulkActions: actions, bulkRemove: (ids) => svc.bulkDelete(ids) };
}

/** The writes of a flat resource (brands, series, tags): create, update, delete, bulk and record actions through its service. */
export function flatWrites<C extends object, U extends object>(
  id: string,
  svc: BulkService & Parameters<typeof lifecycleActions>[1] & { update(id: string, dto: U): Promise<unknown>; remove(id: string): Promise<void> },
  noun: string,
  forms: {
    create: new () => C;
    update: new () => U;
    input(p: Record<string, unknown>, update: boolean): Record<string, unknown>;
    created(dto: C): Promise<{ publicId: string }>;
  },
): Pick<PanelResourceSpec, 'create' | 'update' | 'remove' | 'bulkActions' | 'bulkRemove' | 'recordActions'> {
  return {
    create: { dto: forms.create, input: (p) => forms.input(p, false), run: async (dto: C) => (await refetch(id, (await forms.created(dto)).publicId))! },
    update: {
      dto: forms.update,
      input: (p) => forms.input(p, true),
      run: async (publicId, dto: U) => {
        await svc.update(publicId, dto);
        return (await refetch(id, publicId))!;
      },
    },
    remove: (publicId) => svc.remove(publicId),
    ...bulkActions(svc),
    recordActions: lifecycleActions(id, svc, noun),
  };
}

export const TIMESTAMPS = [
  { path: 'createdAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'updatedAt', type: 'datetime' as const, isEditable: false, isSortable: true },
  { path: 'deletedAt', type: 'datetime' as const, isEditable: false },
  // filter only: 'true' lists the soft-deleted records (to restore them)
  { path: 'deleted', type: 'boolean' as const, isEditable: false },
];
