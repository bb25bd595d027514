import { repo } from '../../core/db/transaction.js';
import type { OutboxEvent } from '../../core/jobs/outbox-types.js';
import { platform } from '../../core/platform.js';
import type { CustomerDeletedPayload } from '../accounts/index.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';

/**
 * A deleted customer's uploads go with the rest of their personal data: the stored objects first, then the
 * media-library rows in the delivery's transaction. A retry after a failure deletes again (deleting a
 * missing object is a no-op), so nothing is left behind.
 */
export async function deleteUploadsOfCustomer(event: OutboxEvent<CustomerDeletedPayload>): Promise<void> {
  const files = await repo(UploadedFile).find({ where: { ownerKind: 'customer', ownerId: event.payload.customerId }, withDeleted: true });
  for (const file of files) await platform().storage.delete(file.key);
  if (files.length) await repo(UploadedFile).delete(files.map((f) => f.id));
}
