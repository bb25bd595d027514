import { BankService } from './bank.service.js';
import { EligibilityService } from './eligibility.service.js';
import { QuoteService } from './quote.service.js';
import { RateService } from './rate.service.js';
import { SettingsService } from './settings.service.js';

/** The EMI plugin's services: what the routes, the panel and the demo data call. */
export const emi = {
  settings: new SettingsService(),
  eligibility: new EligibilityService(),
  banks: new BankService(),
  rates: new RateService(),
  quotes: new QuoteService(),
};
