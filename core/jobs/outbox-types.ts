/** An event written in the caller's transaction and delivered to each of its subscribers at least once. */
export interface OutboxEvent<P = unknown> {
  /** public id of the event: handlers use it as their idempotency key */
  id: string;
  topic: string;
  payload: P;
  createdAt: Date;
}

/** Runs inside a transaction that also marks the subscriber's delivery done, so its DB effects happen once. */
export type OutboxHandler<P = any> = (event: OutboxEvent<P>) => Promise<void>;

/** Who published an event (recorded from the publishing context): its subscribers run as this actor. */
export interface RecordedActor {
  kind: 'admin' | 'customer';
  publicId: string;
  internalId?: string;
}
