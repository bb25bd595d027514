import { CampaignSender } from './campaign-sender.js';
import { CampaignsService } from './campaigns.service.js';
import { NewsletterMails } from './newsletter-mails.js';
import { SubscriptionsService } from './subscriptions.service.js';

const mails = new NewsletterMails();

/** The newsletter plugin's services: what its routes, its panel resources, its worker and other plugins call. */
export const newsletter = {
  mails,
  subscriptions: new SubscriptionsService(mails),
  campaigns: new CampaignsService(),
  sender: new CampaignSender(mails),
};
