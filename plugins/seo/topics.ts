import { defineTopic } from '../../core/jobs/topics.js';

export type SeoChange = 'updated' | 'deleted' | 'restored';
export interface SeoChangedPayload {
  /** the seo record's public id */
  id: string;
  change: SeoChange;
}

/** Published in the transaction of every change so readers that cache a resolved seo object can drop it. */
export const SEO_CHANGED_TOPIC = defineTopic<SeoChangedPayload>('seo.changed');
