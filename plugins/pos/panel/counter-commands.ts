import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { actorMay } from '../../../core/context/request-context.js';
import { decodeJson } from '../../../core/http/decoded-json.js';
import { AppError } from '../../../core/http/app-error.js';
import { CompleteSaleDto, FulfilmentDto, LookupQuery, PickCustomerDto, SetItemDto, WalkInCustomerDto } from '../dto/pos.dto.js';
import { addresses } from '../../addresses/index.js';
import { pos } from '../pos-context.js';

/*
 * The counter screen's commands (admin/components/browser/pos-counter.js): one JSON command per record action, checked
 * with the routes' own DTOs and run through the same POS services as the routes. The answer is the outcome the page
 * shows: the sale as it now is (and a lookup's rows), or the refusal in words with its code.
 */

export type CounterOutcome = { ok: true; sale: unknown; rows?: unknown[] } | { ok: false; errorCode: string; problem: string; details?: unknown };

const VALIDATE = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, validationError: { target: false, value: false } };

const wordsOf = (errors: ValidationError[]): string =>
  errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...(e.children?.length ? [wordsOf(e.children)] : [])]).join('; ');

class CounterRefusal extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

async function checked<T extends object>(Dto: new () => T, plain: unknown): Promise<T> {
  const dto = plainToInstance(Dto, (plain ?? {}) as object);
  const errors = await validate(dto, VALIDATE);
  if (errors.length) throw new CounterRefusal('VALIDATION_FAILED', wordsOf(errors));
  return dto;
}

function allowed(permission: string): void {
  if (!actorMay(permission)) throw new CounterRefusal('FORBIDDEN', `This needs the ${permission} permission`);
}

type Command = { op: string; args?: Record<string, any> };

/** Each operation: the permission its route needs, then the route's DTO and service. */
const OPS: Record<string, (sale: string, args: Record<string, any>) => Promise<{ rows?: unknown[] }>> = {
  async lookupProducts(_sale, args) {
    allowed('Pos_READ');
    return { rows: await pos.lookup.products((await checked(LookupQuery, args)).q) };
  },
  async lookupCustomers(_sale, args) {
    allowed('Pos_READ');
    return { rows: await pos.lookup.customers((await checked(LookupQuery, args)).q) };
  },
  /** the sale's customer's address book, for a delivery */
  async addresses(sale) {
    allowed('Pos_READ');
    const customer = (await pos.sales.detail(sale)).customer;
    const book = customer ? await addresses.ofCustomer(customer.id) : [];
    return { rows: book.map((a) => ({ id: a.id, label: [a.recipientName, a.street, a.municipalityName, a.districtName].filter(Boolean).join(', ') })) };
  },
  async setItem(sale, { productId, ...body }) {
    allowed('Pos_UPDATE');
    await pos.drafting.setItem(sale, String(productId), await checked(SetItemDto, body));
    return {};
  },
  async removeItem(sale, { productId, variantPublicId }) {
    allowed('Pos_UPDATE');
    await pos.drafting.removeItem(sale, String(productId), variantPublicId ? String(variantPublicId) : undefined);
    return {};
  },
  async pickCustomer(sale, args) {
    allowed('Pos_UPDATE');
    await pos.drafting.pickCustomer(sale, (await checked(PickCustomerDto, args)).customerId);
    return {};
  },
  async walkIn(sale, args) {
    allowed('Pos_CREATE');
    await pos.drafting.createCustomer(sale, await checked(WalkInCustomerDto, args));
    return {};
  },
  async fulfilment(sale, args) {
    allowed('Pos_UPDATE');
    await pos.drafting.setFulfilment(sale, await checked(FulfilmentDto, args));
    return {};
  },
  async complete(sale, args) {
    allowed('Pos_CREATE');
    await pos.complete(sale, await checked(CompleteSaleDto, args));
    return {};
  },
  async cancel(sale) {
    allowed('Pos_DELETE');
    await pos.sales.cancel(sale);
    return {};
  },
};

/** Runs one command on the sale; a refusal (the DTO's, a service's) is the outcome, never a thrown error. */
export async function runCounterCommand(saleId: string, text: string): Promise<CounterOutcome> {
  try {
    const decoded = decodeJson(text);
    if (!decoded.ok || typeof decoded.value !== 'object' || decoded.value === null) throw new CounterRefusal('VALIDATION_FAILED', 'The command is not JSON');
    const cmd = decoded.value as Command;
    const op = Object.prototype.hasOwnProperty.call(OPS, cmd.op) ? OPS[cmd.op] : undefined;
    if (!op) throw new CounterRefusal('VALIDATION_FAILED', `Unknown command ${String(cmd.op).slice(0, 40)}`);
    const { rows } = await op(saleId, cmd.args && typeof cmd.args === 'object' ? cmd.args : {});
    return { ok: true, sale: await pos.sales.detail(saleId), ...(rows ? { rows } : {}) };
  } catch (e) {
    if (e instanceof CounterRefusal) return { ok: false, errorCode: e.errorCode, problem: e.message };
    if (e instanceof AppError) return { ok: false, errorCode: e.errorCode, problem: e.message, details: e.details };
    throw e;
  }
}
