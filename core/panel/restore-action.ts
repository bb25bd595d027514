import type { PanelRecordAction, PanelRow } from './resource-spec.js';

/** The "Restore" button of a soft-deleted record: offered while the row is deleted, asks first, runs `restore`. */
export function restoreAction(noun: string, restore: (id: string) => Promise<PanelRow | void>): PanelRecordAction {
  return {
    permission: 'RESTORE',
    label: 'Restore',
    icon: 'RotateCcw',
    confirm: `Restore this ${noun}?`,
    isVisible: (row) => !!row.deletedAt,
    run: restore,
    successMessage: `The ${noun} is restored`,
  };
}
