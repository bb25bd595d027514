/** An event written in the caller's transaction and delivered to its handler at least once. */
export interface OutboxEvent<P = unknown> {
  /** public id of the event: handlers use it as their idempotency key */
  id: string;
  topic: string;
  payload: P;
  createdAt: Date;
}

/** Runs inside a transaction that also records the event as handled, so its DB effects happen once. */
export type OutboxHandler = (event: OutboxEvent<any>) => Promise<void>;
