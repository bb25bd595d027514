import { AssignmentService } from './assignment.service.js';
import { BannerService } from './banner.service.js';
import { CampaignService } from './campaign.service.js';
import { PlacementService } from './placement.service.js';
import { TargetingRuleService } from './targeting-rule.service.js';

/** The banners plugin's admin services: what the routes, the panel and the demo data call. */
export const banners = {
  banners: new BannerService(),
  placements: new PlacementService(),
  campaigns: new CampaignService(),
  assignments: new AssignmentService(),
  rules: new TargetingRuleService(),
};
