import { clock } from '../../core/clock/clock.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { recordActivity } from '../../core/lifecycle/index.js';
import type { EditPickupDto, PutPickupDto } from './dto/pickup.dto.js';
import { PickupLocation } from './entities/pickup-location.entity.js';

/** the one row's key (the migration seeds it) */
const PICKUP_ROW = 1;

export interface PickupView {
  name: string;
  addressLines: string[];
  phone: string | null;
  isEnabled: boolean;
  updatedAt: Date;
}

const toPickup = (p: PickupLocation): PickupView => ({
  name: p.name,
  addressLines: p.addressLines,
  phone: p.phone,
  isEnabled: p.isEnabled,
  updatedAt: p.updatedAt,
});

/** The store's pickup location: one row. */
export class PickupService {
  async get(): Promise<PickupView> {
    return toPickup(await this.row());
  }

  /** the row with its public id (the panel keys records by it) */
  row(): Promise<PickupLocation> {
    return repo(PickupLocation).findOneByOrFail({ id: PICKUP_ROW });
  }

  /** PUT: replaces it as a whole */
  put(dto: PutPickupDto): Promise<PickupView> {
    return this.edit(dto);
  }

  /** The fields given replace the stored ones (the panel's edit form). */
  async edit(dto: EditPickupDto): Promise<PickupView> {
    await withTransaction(async () => {
      const row = await repo(PickupLocation).findOneOrFail({ where: { id: PICKUP_ROW }, lock: { mode: 'pessimistic_write' } });
      const patch: Partial<PickupLocation> = { updatedAt: clock.now() };
      if (dto.name !== undefined) patch.name = dto.name;
      if (dto.addressLines !== undefined) patch.addressLines = dto.addressLines.map((line) => line.trim());
      if (dto.phone !== undefined) patch.phone = dto.phone;
      if (dto.isEnabled !== undefined) patch.isEnabled = dto.isEnabled;
      await repo(PickupLocation).update({ id: PICKUP_ROW }, patch);
      await recordActivity('update', 'pickup_location', row.publicId);
    });
    return this.get();
  }
}
