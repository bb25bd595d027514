import { field } from '../../../core/http/openapi/response-fields.js';
import { ELIGIBILITY_MODES, PRICE_SOURCES, type EligibilityMode, type PriceSource } from '../entities/emi-settings.entity.js';

/** One estimate: integer minor units; always an estimate (the store is not a lender). */
export class EmiQuoteResponse {
  @field.integer() tenureMonths: number;
  @field.integer({ description: 'minor units, rounded half up once, at least ceil(principal / tenureMonths)' }) monthlyEmi: number;
  @field.integer({ description: 'minor units, never negative; 0 at a 0% rate' }) totalInterest: number;
  @field.integer({ description: 'minor units: monthlyEmi x tenureMonths, or the principal at a 0% rate' }) totalRepayment: number;
  @field.boolean() isEstimate: true;
}

export class EmiBankRefResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string({ nullable: true }) logoUrl: string | null;
}

export class EmiBankQuoteResponse extends EmiBankRefResponse {
  @field.integer({ description: 'the rate in force, basis points' }) annualRateBps: number;
  @field.array(() => EmiQuoteResponse, { description: 'one per offered active tenure, shortest first' }) quotes: EmiQuoteResponse[];
}

export class EmiOptionsResponse {
  @field.uuid() productId: string;
  @field.uuid({ description: 'the variant priced' }) variantId: string;
  @field.integer({ description: 'the price estimated, minor units (by the price source)' }) principal: number;
  @field.array(() => EmiBankQuoteResponse, { description: 'banks in order; a bank without a rate in force is left out' }) banks: EmiBankQuoteResponse[];
}

export class EmiCalculationResponse extends EmiQuoteResponse {
  @field.uuid() productId: string;
  @field.uuid() variantId: string;
  @field.integer() principal: number;
  @field.integer() annualRateBps: number;
  @field.object(() => EmiBankRefResponse) bank: EmiBankRefResponse;
}

export class EmiSettingsResponse {
  @field.boolean() enabled: boolean;
  @field.enum(PRICE_SOURCES) priceSource: PriceSource;
  @field.enum(ELIGIBILITY_MODES) eligibilityMode: EligibilityMode;
  @field.dateTime() updatedAt: string;
}

export class EmiTenureResponse {
  @field.integer() months: number;
  @field.boolean() isActive: boolean;
}

export class EmiTenuresResponse {
  @field.array(() => EmiTenureResponse, { description: 'every period of the vocabulary, shortest first' }) months: EmiTenureResponse[];
}

export class EmiBankTenuresResponse {
  @field.array('integer', { description: 'the periods the bank offers, shortest first' }) months: number[];
}

export class EmiRateInForceResponse {
  @field.uuid() id: string;
  @field.integer() annualRateBps: number;
  @field.dateTime() effectiveFrom: string;
}

export class EmiBankResponse {
  @field.uuid() id: string;
  @field.string() name: string;
  @field.string({ nullable: true }) logoUrl: string | null;
  @field.boolean() isActive: boolean;
  @field.integer() position: number;
  @field.object(() => EmiRateInForceResponse, { nullable: true }) rateInForce: EmiRateInForceResponse | null;
  @field.array('integer', { description: 'offered tenures (months), shortest first' }) tenures: number[];
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

export const RATE_STATUSES = ['scheduled', 'in_force', 'superseded'] as const;
export type RateStatus = (typeof RATE_STATUSES)[number];

export class EmiRateResponse {
  @field.uuid() id: string;
  @field.uuid() bankId: string;
  @field.integer() annualRateBps: number;
  @field.dateTime() effectiveFrom: string;
  @field.enum(RATE_STATUSES, { description: 'scheduled: effectiveFrom is in the future (deletable)' }) status: RateStatus;
  @field.uuid({ nullable: true, description: 'the admin who added it' }) createdBy: string | null;
  @field.dateTime() createdAt: string;
}

export class EmiEligibleRecordResponse {
  @field.uuid() id: string;
  @field.string() name: string;
}
