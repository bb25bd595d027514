import type { PanelRecordAction } from '../../../core/panel/resource-spec.js';
import { CancelOrderDto } from '../cancellation/dto/cancel.dto.js';
import { cancellation } from '../cancellation/cancellation.service.js';
import { CorrectCodCashDto, RecordCodCashDto, ReverseCodCashDto } from '../cash/dto/cod-cash.dto.js';
import { codCash } from '../cash/cod-cash.service.js';
import { CreateRefundDto } from '../refunds/dto/refund.dto.js';
import { refundsService } from '../refunds/refunds.service.js';
import { BEFORE_DISPATCH } from '../lifecycle/order-machine.js';
import { count, linesOf, paisa, reasonField } from './action-fields.js';

/* The order's money actions in the panel: cancel, the COD cash (module OrderCash) and a refund from lines (module Refunds). */

type Row = Record<string, unknown>;
const reasonOf = (p: Row) => ({ reason: typeof p.reason === 'string' ? p.reason : '' });

export const moneyActions: Record<string, PanelRecordAction> = {
  cancel: {
    permission: 'UPDATE',
    label: 'Cancel order',
    confirm: 'Cancel the order: its units go back to stock; a paid online order gets a refund in the finance queue.',
    isVisible: (row) => (BEFORE_DISPATCH as readonly string[]).includes(String(row.status)),
    fields: [reasonField('Why the order is cancelled (the customer is told)')],
    form: { dto: CancelOrderDto, input: reasonOf },
    run: async (id, dto: CancelOrderDto) => void (await cancellation.byAdmin(id, dto)),
    successMessage: 'Order cancelled',
  },
  recordCash: {
    permission: 'OrderCash_UPDATE',
    label: 'Record COD cash',
    confirm: 'Record the cash the courier or counter collected.',
    isVisible: (row) => row.codState === 'to_collect',
    fields: (row) => [
      {
        name: 'amount',
        label: 'Amount collected (Rs)',
        type: 'money',
        value: String(row.grandTotal),
        required: true,
        help: `The order's total is ${row.grandTotal}.`,
      },
    ],
    form: { dto: RecordCodCashDto, input: (p) => ({ amount: paisa(p.amount, 'amount') }) },
    run: async (id, dto: RecordCodCashDto) => void (await codCash.record(id, dto)),
    successMessage: 'Cash recorded',
  },
  correctCash: {
    permission: 'OrderCash_UPDATE',
    label: 'Correct COD cash',
    isVisible: (row) => row.codState === 'collected',
    fields: (row) => [
      { name: 'amount', label: 'Amount actually collected (Rs)', type: 'money', required: true, help: `Recorded now: ${row.codCollectedAmount}.` },
      // the amount the admin read: another correction recorded meanwhile is refused (ORDER_COD_COLLECTION_STALE)
      { name: 'expectedCurrentAmount', label: 'Recorded amount', type: 'hidden', value: String(row.codCollectedAmount) },
      reasonField('Why it is corrected'),
    ],
    form: {
      dto: CorrectCodCashDto,
      input: (p) => ({ amount: paisa(p.amount, 'amount'), expectedCurrentAmount: paisa(p.expectedCurrentAmount, 'expectedCurrentAmount'), ...reasonOf(p) }),
    },
    run: async (id, dto: CorrectCodCashDto) => void (await codCash.correct(id, dto)),
    successMessage: 'Cash corrected',
  },
  reverseCash: {
    permission: 'OrderCash_DELETE',
    label: 'Reverse COD cash',
    confirm: 'Undo the cash record (recorded on the wrong order, or never received).',
    isVisible: (row) => row.codState === 'collected',
    fields: [reasonField('Why it is reversed')],
    form: { dto: ReverseCodCashDto, input: reasonOf },
    run: async (id, dto: ReverseCodCashDto) => void (await codCash.reverse(id, dto)),
    successMessage: 'Cash record reversed',
  },
  refund: {
    permission: 'Refunds_UPDATE',
    label: 'Create refund',
    confirm: "Units to refund per line: the amount is each line's net price share; the refund waits in the finance queue.",
    isVisible: (row) => row.refundable === true,
    fields: (row) =>
      linesOf(row).map((l) => ({ name: `qty_${l.id}`, label: `${l.name}: units to refund (of ${l.quantity})`, type: 'number' as const, value: 0 })),
    form: {
      dto: CreateRefundDto,
      input: (p) => ({
        items: Object.keys(p)
          .filter((k) => k.startsWith('qty_'))
          .map((k) => ({ orderItemId: k.slice(4), quantity: count(p[k]) }))
          .filter((i) => i.quantity !== 0),
      }),
    },
    run: async (id, dto: CreateRefundDto) => void (await refundsService.create(id, dto)),
    successMessage: 'Refund created: it waits in the finance queue',
  },
};
