import { emiBanksResource } from './panel/banks-panel.js';
import { emiEligibleCategoriesResource, emiEligibleProductsResource } from './panel/eligibility-panel.js';
import { emiSettingsResource } from './panel/settings-panel.js';
import { emiTenuresResource } from './panel/tenures-panel.js';

/** The EMI panel: settings, tenures, eligibility and banks with their rate history; every write runs through the services of the routes. */
export function emiAdmin() {
  return [emiSettingsResource(), emiTenuresResource(), emiEligibleCategoriesResource(), emiEligibleProductsResource(), emiBanksResource()];
}
