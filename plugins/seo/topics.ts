import { defineTopic } from '../../core/jobs/topics.js';

export type SeoChange = 'updated' | 'deleted' | 'restored';
export interface SeoRecordChangedPayload {
  /** the seo record's public id */
  id: string;
  change: SeoChange;
}

/** Published in the transaction of every change so readers that cache a resolved seo object can drop it. */
export const SEO_RECORD_CHANGED = defineTopic<SeoRecordChangedPayload>('seo.seo-record.changed');
