/** What plugins use of the jobs kernel: the outbox (typed topics, publish, subscribers). */
export { defineTopic, type Topic } from './topics.js';
export { deliveringHere, publish, publishMany, type PublishOptions } from './outbox.js';
export { subscribe, type Subscription } from './subscribers.js';
export { defineJob, type JobDeclaration, type JobScheduleOptions } from './define-job.js';
export type { OutboxEvent, OutboxHandler } from './outbox-types.js';
export { renameOutboxSubscriber, renameOutboxTopic } from './outbox-renames.js';
