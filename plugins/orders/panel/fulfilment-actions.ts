import type { PanelActionField, PanelRecordAction } from '../../../core/panel/resource-spec.js';
import { CreateShipmentDto, OrderNoteDto } from '../fulfilment/dto/fulfilment.dto.js';
import { fulfilment } from '../fulfilment/fulfilment-service.js';
import { PanelParcelDto } from './panel-actions.dto.js';
import { FULFILLING } from '../lifecycle/order-machine.js';
import { count, linesOf, serialsOf, text } from './action-fields.js';

/* The order's fulfilment actions in the panel: the same service calls as the routes of /api/orders. */

type Row = Record<string, unknown>;
const isPickup = (row: Row) => row.fulfilmentType === 'pickup';
const openParcels = (row: Row) => (Array.isArray(row.openShipments) ? (row.openShipments as Array<{ id: string; label: string }>) : []);

const simple = (label: string, statuses: string[], run: (id: string) => Promise<unknown>, successMessage: string, pickup?: boolean): PanelRecordAction => ({
  permission: 'UPDATE',
  label,
  isVisible: (row) => statuses.includes(String(row.status)) && (pickup === undefined || isPickup(row) === pickup),
  run: async (id) => void (await run(id)),
  successMessage,
});

function shipFields(row: Row): PanelActionField[] {
  const lines = linesOf(row).filter((l) => l.toShip > 0);
  return [
    ...lines.flatMap((l): PanelActionField[] => [
      { name: `qty_${l.id}`, label: `${l.name}: units in this parcel (${l.toShip} to ship)`, type: 'number', value: l.toShip },
      { name: `serials_${l.id}`, label: `${l.name}: serial numbers, one per line`, type: 'textarea' },
    ]),
    { name: 'carrier', label: 'Carrier', type: 'text' },
    { name: 'trackingNumber', label: 'Tracking number', type: 'text' },
  ];
}

/** The posted quantities and serials as the route's body: lines with a quantity, each once. */
function shipInput(p: Row): Record<string, unknown> {
  const ids = Object.keys(p)
    .filter((k) => k.startsWith('qty_'))
    .map((k) => k.slice(4));
  const items = ids
    .map((id) => ({ orderItemId: id, quantity: count(p[`qty_${id}`]), serials: serialsOf(p[`serials_${id}`]) }))
    .filter((i) => i.quantity !== 0)
    .map((i) => (i.serials.length ? i : { orderItemId: i.orderItemId, quantity: i.quantity }));
  return { items, carrier: text(p.carrier), trackingNumber: text(p.trackingNumber) };
}

const parcelFields = (withReason: boolean) => (row: Row) => [
  { name: 'shipmentId', label: 'Parcel', type: 'select' as const, required: true, options: openParcels(row).map((s) => ({ value: s.id, label: s.label })) },
  ...(withReason ? [{ name: 'reason', label: 'What happened', type: 'textarea' as const }] : []),
];

export const fulfilmentActions: Record<string, PanelRecordAction> = {
  confirm: simple('Confirm', ['created'], fulfilment.confirm, 'Order confirmed'),
  processing: simple('Start processing', ['confirmed'], fulfilment.startProcessing, 'Order in processing'),
  ship: {
    permission: 'UPDATE',
    label: 'Ship',
    confirm: 'Choose the units of this parcel and their serial numbers.',
    isVisible: (row) => (FULFILLING as readonly string[]).includes(String(row.status)) && !isPickup(row) && linesOf(row).some((l) => l.toShip > 0),
    fields: shipFields,
    form: { dto: CreateShipmentDto, input: shipInput },
    run: async (id, dto: CreateShipmentDto) => void (await fulfilment.createShipment(id, dto)),
    successMessage: 'Parcel shipped',
  },
  deliverParcel: {
    permission: 'UPDATE',
    label: 'Parcel delivered',
    isVisible: (row) => openParcels(row).length > 0,
    fields: parcelFields(false),
    form: { dto: PanelParcelDto, input: (p) => ({ shipmentId: text(p.shipmentId) }) },
    run: async (id, dto: PanelParcelDto) => void (await fulfilment.deliverShipment(id, dto.shipmentId)),
    successMessage: 'Parcel delivered',
  },
  failParcel: {
    permission: 'UPDATE',
    label: 'Parcel failed',
    confirm: 'The units of a failed parcel go back to be shipped again; its serial numbers are freed.',
    isVisible: (row) => openParcels(row).length > 0,
    fields: parcelFields(true),
    form: { dto: PanelParcelDto, input: (p) => ({ shipmentId: text(p.shipmentId), reason: text(p.reason) }) },
    run: async (id, dto: PanelParcelDto) => void (await fulfilment.failShipment(id, dto.shipmentId, { reason: dto.reason })),
    successMessage: 'Parcel marked failed',
  },
  readyForPickup: {
    ...simple('Ready for pickup', ['confirmed', 'processing'], fulfilment.readyForPickup, 'Ready for pickup: the customer is told', true),
    isVisible: (row) => isPickup(row) && ['confirmed', 'processing'].includes(String(row.status)) && !row.readyForPickupAt,
  },
  collect: simple('Collected', ['created', 'confirmed', 'processing'], fulfilment.collect, 'Collected: the order is delivered', true),
  addNote: {
    permission: 'UPDATE',
    label: 'Add note',
    confirm: 'A note on the order timeline.',
    fields: [
      { name: 'note', label: 'Note', type: 'textarea', required: true },
      { name: 'customerVisible', label: 'The customer sees it', type: 'checkbox', value: false },
    ],
    form: { dto: OrderNoteDto, input: (p) => ({ note: typeof p.note === 'string' ? p.note : '', customerVisible: p.customerVisible === 'true' }) },
    run: async (id, dto: OrderNoteDto) => void (await fulfilment.addNote(id, dto)),
    successMessage: 'Note added',
  },
};
