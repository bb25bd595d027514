import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource } from '../../core/panel/resource-spec.js';
import { SUBSCRIBER_STATUSES, SUBSCRIPTION_SOURCES } from './entities/subscriber.entity.js';
import { subscriberSelect, toSubscriber } from './mappers.js';

/* The newsletter's subscribers in the panel, read only: search by email, filter by status and source. */

const subscriberReads = panelReads({
  select: subscriberSelect('t'),
  countFrom: 'FROM newsletter_subscribers t',
  sortable: { email: 't.email', status: 't.status', confirmedAt: 't.confirmed_at', createdAt: 't.created_at' },
  defaultSort: 'createdAt',
  filters: {
    email: (v, p) => `t.email ILIKE ${p(containsPattern(v))}`,
    status: (v, p) => `t.status = ${p(v)}`,
    source: (v, p) => `t.source = ${p(v)}`,
  },
  toRow: toSubscriber,
});

export function newsletterSubscribersResource() {
  return definePanelResource({
    id: 'NewsletterSubscribers',
    module: 'Newsletter',
    properties: [
      { path: 'id', isId: true, isEditable: false },
      { path: 'email', isTitle: true, isSortable: true, isEditable: false },
      {
        path: 'status',
        availableValues: [...SUBSCRIBER_STATUSES],
        tones: { pending: 'amber', confirmed: 'green', unsubscribed: 'grey' },
        isEditable: false,
        isSortable: true,
      },
      { path: 'source', availableValues: [...SUBSCRIPTION_SOURCES], isEditable: false },
      { path: 'confirmedAt', type: 'datetime', isEditable: false, isSortable: true },
      { path: 'unsubscribedAt', type: 'datetime', isEditable: false },
      { path: 'createdAt', type: 'datetime', isEditable: false, isSortable: true },
    ],
    options: {
      navigation: { name: 'Newsletter', icon: 'Mail' },
      sort: { sortBy: 'createdAt', direction: 'desc' },
      listProperties: ['email', 'status', 'source', 'confirmedAt', 'createdAt'],
      showProperties: ['email', 'status', 'source', 'confirmedAt', 'unsubscribedAt', 'createdAt'],
      filterProperties: ['email', 'status', 'source'],
      translations: { en: { properties: { confirmedAt: 'Confirmed at', unsubscribedAt: 'Unsubscribed at' } } },
    },
    ...subscriberReads,
  });
}
