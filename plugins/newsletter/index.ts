import { defineJob, subscribe } from '../../core/jobs/index.js';
import { definePlugin } from '../../core/plugin.js';
import { newsletterAdmin } from './admin.js';
import { newsletterDemo } from './demo.js';
import { NewsletterCampaign } from './entities/campaign.entity.js';
import { NewsletterDelivery } from './entities/delivery.entity.js';
import { NewsletterSubscriber } from './entities/subscriber.entity.js';
import { newsletterMigrations } from './migrations/index.js';
import { NewsletterCampaignsAdminController, NewsletterSubscribersAdminController } from './newsletter-admin.controllers.js';
import { newsletter } from './newsletter-context.js';
import { NewsletterMobileController, NewsletterPublicController } from './newsletter-public.controllers.js';
import { CAMPAIGN_SEND_REQUESTED, SUBSCRIBER_CONFIRMATION_REQUESTED } from './topics.js';

// the public surface: other plugins (checkout, account signup) subscribe addresses through the service
export { newsletter } from './newsletter-context.js';
export { NewsletterErrors } from './errors.js';
export { CAMPAIGN_SEND_REQUESTED, SUBSCRIBER_CONFIRMATION_REQUESTED } from './topics.js';

export const RESUME_SENDING_JOB = 'newsletter.resume-sending';

export default definePlugin({
  name: 'newsletter',
  requires: ['accounts'],
  permissions: ['Newsletter'],
  entities: [NewsletterSubscriber, NewsletterCampaign, NewsletterDelivery],
  migrations: newsletterMigrations,
  controllers: [NewsletterCampaignsAdminController, NewsletterSubscribersAdminController, NewsletterPublicController, NewsletterMobileController],
  subscribers: [
    subscribe(SUBSCRIBER_CONFIRMATION_REQUESTED, 'newsletter.send-confirmation', (event) =>
      newsletter.subscriptions.sendConfirmation(event.payload.subscriberId),
    ),
    subscribe(CAMPAIGN_SEND_REQUESTED, 'newsletter.send-campaign', (event) => newsletter.sender.run(event.payload.campaignId)),
  ],
  // a campaign whose worker died is taken back at once by the next worker to start, else within a minute
  jobs: [
    defineJob(
      RESUME_SENDING_JOB,
      async () => {
        for (const publicId of await newsletter.sender.abandoned()) await newsletter.sender.run(publicId);
      },
      { concurrency: 1, schedule: { every: '1 minute', atStart: true } },
    ),
  ],
  admin: () => newsletterAdmin(),
  demo: newsletterDemo,
  onStart({ config }) {
    newsletter.mails.configure(config.publicBaseUrl);
  },
});
