import { assignmentsResource, campaignPlacementsResource } from './panel/assignments-panel.js';
import { bannersResource } from './panel/banners-panel.js';
import { campaignsResource } from './panel/campaigns-panel.js';
import { placementsResource } from './panel/placements-panel.js';
import { targetingRulesResource } from './panel/targeting-rules-panel.js';

/** The banners plugin's panel: reads query the tables; every write runs through the services of the HTTP routes. */
export function bannersAdmin() {
  return [placementsResource(), campaignsResource(), bannersResource(), campaignPlacementsResource(), assignmentsResource(), targetingRulesResource()];
}
