export type EventKind = 'impression' | 'click';

/** One accepted tracking event, ids resolved: what the inbox and the raw event tables hold. */
export interface EventRow {
  kind: EventKind;
  correlationId: string;
  bannerPublicId: string;
  placementPublicId: string;
  campaignPublicId: string | null;
  sessionId: string | null;
  userId: string | null;
  deviceType: string | null;
  countryCode: string | null;
  pageUrl: string | null;
  referrerUrl: string | null;
  destinationUrl: string | null;
  occurredAt: Date;
}

/** Column name, PostgreSQL array type and how to read it from a row, in the inbox's column order. */
export const INBOX_COLUMNS: Array<[string, string, (r: EventRow) => unknown]> = [
  ['kind', 'text', (r) => r.kind],
  ['correlation_id', 'text', (r) => r.correlationId],
  ['banner_public_id', 'uuid', (r) => r.bannerPublicId],
  ['placement_public_id', 'uuid', (r) => r.placementPublicId],
  ['campaign_public_id', 'uuid', (r) => r.campaignPublicId],
  ['session_id', 'text', (r) => r.sessionId],
  ['user_id', 'text', (r) => r.userId],
  ['device_type', 'text', (r) => r.deviceType],
  ['country_code', 'text', (r) => r.countryCode],
  ['page_url', 'text', (r) => r.pageUrl],
  ['referrer_url', 'text', (r) => r.referrerUrl],
  ['destination_url', 'text', (r) => r.destinationUrl],
  ['occurred_at', 'timestamptz', (r) => r.occurredAt],
];
