import { getDataSource } from '../../../core/db/transaction.js';
import { INBOX_COLUMNS, type EventRow } from './event-row.js';

const MAX_ROWS = 1000;
const MAX_IN_FLIGHT = 4;

const INSERT = `INSERT INTO banner_event_inbox (${INBOX_COLUMNS.map(([c]) => c).join(', ')}, received_at)
  SELECT *, now() FROM unnest(${INBOX_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

interface Waiting {
  row: EventRow;
  done: (error?: unknown) => void;
}

/**
 * Group commit of tracking events: each call resolves once its row is committed in banner_event_inbox, so
 * a 202 is only sent for a durable event. Calls arriving while inserts are in flight wait together and go
 * in the next single INSERT (unnest of column arrays: one statement and one commit for up to 1,000 events),
 * at most 4 inserts in flight; under load a statement carries many events, when idle one.
 */
class InboxWriter {
  private queue: Waiting[] = [];
  private inFlight = 0;

  write(row: EventRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ row, done: (e) => (e ? reject(e) : resolve()) });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_ROWS);
      this.inFlight++;
      void this.insert(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async insert(batch: Waiting[]): Promise<void> {
    try {
      const params = INBOX_COLUMNS.map(([, , read]) => batch.map((w) => read(w.row)));
      await getDataSource().manager.query(INSERT, params);
      for (const w of batch) w.done();
    } catch (e) {
      for (const w of batch) w.done(e);
    }
  }
}

export const inboxWriter = new InboxWriter();
