import type { EmiBankResponse, EmiRateResponse, RateStatus } from './dto/emi.response.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export interface BankRow {
  id: string;
  name: string;
  logoUrl: string | null;
  isActive: boolean;
  position: number;
  rateId: string | null;
  rateBps: number | null;
  rateFrom: Date | null;
  tenures: number[];
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export const toBank = (r: BankRow): EmiBankResponse => ({
  id: r.id,
  name: r.name,
  logoUrl: r.logoUrl,
  isActive: r.isActive,
  position: r.position,
  rateInForce: r.rateId === null ? null : { id: r.rateId, annualRateBps: r.rateBps!, effectiveFrom: iso(r.rateFrom!) },
  tenures: r.tenures,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
  deletedAt: r.deletedAt === null ? null : iso(r.deletedAt),
});

export interface RateRow {
  id: string;
  bankId: string;
  annualRateBps: number;
  effectiveFrom: Date;
  createdBy: string | null;
  createdAt: Date;
}

/** A bank's history, latest effectiveFrom first, each with its status at `nowMs`: the first not in the future is in force. */
export function toRates(rows: RateRow[], nowMs: number): EmiRateResponse[] {
  const inForce = rows.findIndex((r) => new Date(r.effectiveFrom).getTime() <= nowMs);
  return rows.map((r, i) => {
    const status: RateStatus = inForce === -1 || i < inForce ? 'scheduled' : i === inForce ? 'in_force' : 'superseded';
    return {
      id: r.id,
      bankId: r.bankId,
      annualRateBps: r.annualRateBps,
      effectiveFrom: iso(r.effectiveFrom),
      status,
      createdBy: r.createdBy,
      createdAt: iso(r.createdAt),
    };
  });
}
