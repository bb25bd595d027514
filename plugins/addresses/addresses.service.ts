import { IsNull } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { signedInActor } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { sqlRows } from '../../core/db/sql.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { invalidField } from '../../core/http/app-error.js';
import { recordActivity } from '../../core/lifecycle/index.js';
import { shipping } from '../shipping/index.js';
import { liveAddressesOf, liveAddressOf, type AddressView } from './address-queries.js';
import type { CreateAddressDto, UpdateAddressDto } from './dto/address.dto.js';
import { CustomerAddress } from './entities/customer-address.entity.js';
import { AddressErrors as E } from './errors.js';
import { MAX_LIVE_ADDRESSES } from './limits.js';

/** First key of the two-key advisory lock: one customer's address writes queue behind each other. */
const ADDRESS_LOCK_SPACE = 1764200002;

/** Serialises the customer's address writes for the rest of the transaction (the limit and the default are decided under it). */
async function lockCustomer(userId: string): Promise<void> {
  await sqlRows(`SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))`, [ADDRESS_LOCK_SPACE, userId]);
}

async function districtKey(publicId: string): Promise<string> {
  const key = (await shipping.districts.internalIds([publicId])).get(publicId.toLowerCase());
  if (!key) throw invalidField('districtId', 'districtId is not a district');
  return key;
}

async function clearDefault(userId: string): Promise<void> {
  await repo(CustomerAddress).update({ userId, isDefault: true, archivedAt: IsNull() }, { isDefault: false });
}

/** The signed-in customer's address book: at most 20 live addresses, exactly one default while any is live. */
export class AddressesService {
  private customer(): string {
    return signedInActor().internalId;
  }

  list(): Promise<AddressView[]> {
    return liveAddressesOf(this.customer());
  }

  async get(publicId: string): Promise<AddressView> {
    const row = await liveAddressOf(this.customer(), publicId);
    if (!row) throw E.ADDRESS_NOT_FOUND();
    return row;
  }

  /** The first address becomes the default; so does one created with isDefault. */
  async create(dto: CreateAddressDto): Promise<AddressView> {
    const userId = this.customer();
    const districtId = await districtKey(dto.districtId);
    const publicId = await withTransaction(async () => {
      await lockCustomer(userId);
      const live = await repo(CustomerAddress).countBy({ userId, archivedAt: IsNull() });
      if (live >= MAX_LIVE_ADDRESSES) throw E.ADDRESS_LIMIT_REACHED({ limit: MAX_LIVE_ADDRESSES });
      const isDefault = live === 0 || dto.isDefault === true;
      if (isDefault) await clearDefault(userId);
      const now = clock.now();
      const publicId = newPublicId();
      await repo(CustomerAddress).insert({
        publicId,
        userId,
        districtId,
        isDefault,
        createdAt: now,
        updatedAt: now,
        archivedAt: null,
        label: dto.label ?? null,
        recipientName: dto.recipientName,
        recipientPhone: dto.recipientPhone,
        municipalityName: dto.municipalityName,
        ward: dto.ward,
        street: dto.street,
        landmark: dto.landmark ?? null,
        postalCode: dto.postalCode ?? null,
      });
      await recordActivity('create', 'customer_address', publicId);
      return publicId;
    });
    return this.get(publicId);
  }

  /** Fields given change; isDefault true moves the default here (false leaves the default where it is). */
  async update(publicId: string, dto: UpdateAddressDto): Promise<AddressView> {
    const userId = this.customer();
    const districtId = dto.districtId === undefined ? undefined : await districtKey(dto.districtId);
    await withTransaction(async () => {
      await lockCustomer(userId);
      const row = await this.lockLive(userId, publicId);
      const patch: Partial<CustomerAddress> = { updatedAt: clock.now() };
      for (const key of ['label', 'recipientName', 'recipientPhone', 'municipalityName', 'ward', 'street', 'landmark', 'postalCode'] as const) {
        if (dto[key] !== undefined) (patch as Record<string, unknown>)[key] = dto[key];
      }
      if (districtId) patch.districtId = districtId;
      if (dto.isDefault === true && !row.isDefault) {
        await clearDefault(userId);
        patch.isDefault = true;
      }
      await repo(CustomerAddress).update({ id: row.id }, patch);
      await recordActivity('update', 'customer_address', row.publicId);
    });
    return this.get(publicId);
  }

  async makeDefault(publicId: string): Promise<AddressView> {
    return this.update(publicId, { isDefault: true });
  }

  /** Archives the address (orders keep pointing at it); the newest remaining one becomes the default. */
  async remove(publicId: string): Promise<void> {
    const userId = this.customer();
    await withTransaction(async () => {
      await lockCustomer(userId);
      const row = await this.lockLive(userId, publicId);
      await repo(CustomerAddress).update({ id: row.id }, { archivedAt: clock.now(), isDefault: false, updatedAt: clock.now() });
      if (row.isDefault) {
        const [newest] = await repo(CustomerAddress).find({ where: { userId, archivedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' }, take: 1 });
        if (newest) await repo(CustomerAddress).update({ id: newest.id }, { isDefault: true });
      }
      await recordActivity('delete', 'customer_address', row.publicId);
    });
  }

  /** Unknown, archived and another customer's addresses are the same 404. */
  private async lockLive(userId: string, publicId: string): Promise<CustomerAddress> {
    const row = await repo(CustomerAddress).findOne({ where: { publicId, userId, archivedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw E.ADDRESS_NOT_FOUND();
    return row;
  }
}
