import { clock } from '../../../core/clock/clock.js';
import { percentText } from '../../../core/panel/money-text.js';
import { restoreAction } from '../../../core/panel/restore-action.js';
import type { PanelRecordAction, PanelRow } from '../../../core/panel/resource-spec.js';
import { CreateEmiRateDto } from '../dto/bank.dto.js';
import { PanelRateDto } from '../dto/panel.dto.js';
import { BankTenuresDto } from '../dto/settings.dto.js';
import { emi } from '../emi-context.js';
import { bpsFrom, monthsFrom } from './panel-common.js';

/* A bank's record actions: its rate history (add a rate, delete one not yet in force), its tenures, restore. */

const live = (row: Record<string, unknown>) => !row.deletedAt;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function bankActions(refetch: (id: string) => Promise<PanelRow>): Record<string, PanelRecordAction> {
  return {
    addRate: {
      permission: 'CREATE',
      label: 'Add a rate',
      icon: 'Percent',
      confirm: 'Add a rate? It supersedes the current one from its date; rates are never edited.',
      isVisible: live,
      fields: [
        { name: 'annualRate', label: 'Annual rate (%)', type: 'text', required: true, help: 'e.g. 11.99; 0 for a 0% offer' },
        { name: 'effectiveFrom', label: 'In force from', type: 'text', help: 'An instant with its offset, e.g. 2026-12-01T00:00:00+05:45; empty: now' },
      ],
      form: {
        dto: CreateEmiRateDto,
        input: (p) => ({
          annualRateBps: bpsFrom('annualRate', 'Annual rate', p.annualRate),
          effectiveFrom: text(p.effectiveFrom) || clock.now().toISOString(),
        }),
      },
      run: async (id, dto: CreateEmiRateDto) => {
        await emi.rates.add(id, dto);
        return refetch(id);
      },
      successMessage: 'Rate added',
    },
    deleteRate: {
      permission: 'DELETE',
      label: 'Delete a scheduled rate',
      icon: 'Trash2',
      confirm: 'Delete this rate? Only a rate not yet in force can go.',
      isVisible: live,
      fields: async (row) => {
        const scheduled = (await emi.rates.list(String(row.id))).filter((r) => r.status === 'scheduled');
        const options = scheduled.map((r) => ({ value: r.id, label: `${percentText(r.annualRateBps)} from ${r.effectiveFrom}` }));
        return [{ name: 'rateId', label: 'Rate', type: 'select', options, required: true, help: options.length ? undefined : 'No rate is scheduled' }];
      },
      form: { dto: PanelRateDto, input: (p) => ({ rateId: text(p.rateId) }) },
      run: async (id, dto: PanelRateDto) => {
        await emi.rates.remove(id, dto.rateId);
        return refetch(id);
      },
      successMessage: 'Rate deleted',
    },
    setTenures: {
      permission: 'UPDATE',
      label: 'Offered tenures',
      icon: 'Calendar',
      isVisible: live,
      fields: (row) => [
        {
          name: 'months',
          label: 'Months offered',
          type: 'text',
          value: ((row.tenures as number[]) ?? []).join(', '),
          help: 'Active tenures only, e.g. 3, 6, 12',
        },
      ],
      form: { dto: BankTenuresDto, input: (p) => ({ months: monthsFrom(p.months) }) },
      run: async (id, dto: BankTenuresDto) => {
        await emi.banks.setTenures(id, dto);
        return refetch(id);
      },
      successMessage: 'Tenures saved',
    },
    restore: restoreAction('bank', async (id) => {
      await emi.banks.restore(id);
      return refetch(id);
    }),
  };
}
