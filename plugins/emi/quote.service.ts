import { productPricePoint, productScopes } from '../products/index.js';
import type { EmiBankQuoteResponse, EmiCalculationResponse, EmiOptionsResponse, EmiQuoteResponse } from './dto/emi.response.js';
import { emiConfig, type EmiConfig } from './emi-config.js';
import { EMI_MAX_PRINCIPAL, emiAmounts, safeAmount } from './emi-math.js';
import { EmiErrors as E } from './errors.js';

export function quoteOf(principal: number, annualRateBps: number, tenureMonths: number): EmiQuoteResponse {
  const q = emiAmounts(BigInt(principal), annualRateBps, tenureMonths);
  return {
    tenureMonths,
    monthlyEmi: safeAmount(q.monthlyEmi),
    totalInterest: safeAmount(q.totalInterest),
    totalRepayment: safeAmount(q.totalRepayment),
    isEstimate: true,
  };
}

async function inSelection(config: EmiConfig, productId: string): Promise<boolean> {
  if (config.productIds.includes(productId)) return true;
  if (!config.categoryIds.length) return false;
  const scope = (await productScopes([productId])).get(productId);
  return !!scope && scope.categoryPath.some((id) => config.categoryIds.includes(id));
}

/** The customer estimates: checks in the order product, disabled, eligibility, bank, tenure (issue 22). */
export class QuoteService {
  /** The product's principal (its price, never cached) and the configuration, once the product may be quoted. */
  private async quotable(productId: string, variantId: string | undefined) {
    const point = await productPricePoint(productId, variantId);
    if (!point) throw E.EMI_PRODUCT_NOT_FOUND();
    const config = await emiConfig();
    if (!config.enabled) throw E.EMI_DISABLED();
    if (config.eligibilityMode === 'selected' && !(await inSelection(config, point.productId))) throw E.EMI_PRODUCT_NOT_ELIGIBLE();
    const principal = config.priceSource === 'mrp' ? point.mrp : point.sellingPrice;
    if (BigInt(principal) > EMI_MAX_PRINCIPAL) throw E.EMI_PRODUCT_NOT_ELIGIBLE();
    return { point, config, principal };
  }

  async options(productId: string, variantId?: string): Promise<EmiOptionsResponse> {
    const { point, config, principal } = await this.quotable(productId, variantId);
    const banks: EmiBankQuoteResponse[] = config.banks.map((b) => ({
      id: b.id,
      name: b.name,
      logoUrl: b.logoUrl,
      annualRateBps: b.annualRateBps,
      quotes: b.tenures.map((n) => quoteOf(principal, b.annualRateBps, n)),
    }));
    return { productId: point.productId, variantId: point.variantId, principal, banks };
  }

  async calculate(productId: string, q: { bankId: string; tenureMonths: number; variantId?: string }): Promise<EmiCalculationResponse> {
    const { point, config, principal } = await this.quotable(productId, q.variantId);
    const bank = config.banks.find((b) => b.id === q.bankId.toLowerCase());
    if (!bank) throw E.EMI_BANK_NOT_FOUND();
    if (!bank.tenures.includes(q.tenureMonths)) throw E.EMI_TENURE_NOT_OFFERED();
    return {
      ...quoteOf(principal, bank.annualRateBps, q.tenureMonths),
      productId: point.productId,
      variantId: point.variantId,
      principal,
      annualRateBps: bank.annualRateBps,
      bank: { id: bank.id, name: bank.name, logoUrl: bank.logoUrl },
    };
  }
}
