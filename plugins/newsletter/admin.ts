import { newsletterCampaignsResource } from './admin-campaigns.js';
import { newsletterSubscribersResource } from './admin-subscribers.js';

/*
 * The newsletter in the admin panel: the subscribers (read only) and the campaigns, written and sent through
 * the same services as the API routes.
 */

export const newsletterAdmin = () => [newsletterSubscribersResource(), newsletterCampaignsResource()];
