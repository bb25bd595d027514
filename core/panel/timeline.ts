import { enumLabel } from './labels.js';
import type { PanelProperty, PanelTableColumn } from './resource-spec.js';
import { rupees } from './rupees.js';

/*
 * A record's timeline as readable events on its page (a table property): when (Kathmandu, with the date), what
 * happened in words ("Reconciliation resolved"), the status change ("Initiated → Succeeded") and the details as
 * "Reason: amount mismatch · Note: ..." with people named and amounts in rupees.
 */

export interface PanelTimelineEvent {
  at: Date;
  /** a code (`reconciliation_resolved`) or words */
  event: string;
  from?: string | null;
  to?: string | null;
  detail?: Record<string, unknown>;
}

export const TIMELINE_COLUMNS: PanelTableColumn[] = [
  { key: 'at', label: 'When', kind: 'time' },
  { key: 'event', label: 'Event' },
  { key: 'change', label: 'Status' },
  { key: 'detail', label: 'Details' },
];

/** A timeline property: the row holds timelineRows(...). */
export function timelineProperty(path = 'timeline'): PanelProperty {
  return { path, table: { columns: TIMELINE_COLUMNS, empty: 'Nothing has happened yet' }, isEditable: false };
}

/** A detail key holding money in paisa, by its name (`amount`, `grandTotal`, `expectedAmount`). */
const MONEY_KEY = /amount$|total$|^amount|price$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

const words = (key: string) => enumLabel(key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());

function valueText(key: string, v: unknown, names: Map<string, string>): string {
  if (v === null || v === undefined) return '-';
  if (MONEY_KEY.test(key) && (typeof v === 'number' || (typeof v === 'string' && /^-?\d+$/.test(v)))) return rupees(Number(v));
  if (typeof v === 'string') return UUID.test(v) ? (names.get(v.toLowerCase()) ?? v) : CODE.test(v) ? enumLabel(v).toLowerCase() : v;
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The details of an event in words: "Reason: amount mismatch · By: Asha <asha@shop.test>". */
export function detailText(detail: Record<string, unknown> | undefined, names: Map<string, string> = new Map()): string {
  return Object.entries(detail ?? {})
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${words(k)}: ${valueText(k, v, names)}`)
    .join(' · ');
}

/** The ids named in the events' details (to look their names up before wording them). */
export function idsIn(events: PanelTimelineEvent[]): string[] {
  return events.flatMap((e) => Object.values(e.detail ?? {}).filter((v): v is string => typeof v === 'string' && UUID.test(v)));
}

/** The events as rows of TIMELINE_COLUMNS, oldest first as given; `names` words the ids found in details. */
export function timelineRows(events: PanelTimelineEvent[], names: Map<string, string> = new Map()): Array<Record<string, unknown>> {
  const lowered = new Map([...names].map(([k, v]) => [k.toLowerCase(), v]));
  return events.map((e) => ({
    at: e.at,
    event: CODE.test(e.event) || /^[a-z]+$/.test(e.event) ? enumLabel(e.event) : e.event,
    change: e.from && e.to && e.from !== e.to ? `${enumLabel(e.from)} → ${enumLabel(e.to)}` : e.to && !e.from ? enumLabel(e.to) : '',
    detail: detailText(e.detail, lowered),
  }));
}
