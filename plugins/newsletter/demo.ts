import type { DemoContext } from '../../core/demo/demo-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { CreateNewsletterCampaignDto } from './dto/campaign.dto.js';
import { SubscribeDto } from './dto/subscription.dto.js';
import { newsletter } from './newsletter-context.js';

/** The demo list: confirmed readers and two addresses still waiting for their confirmation. */
const DEMO_SUBSCRIBERS = [
  { email: 'asha.readers@example.com', status: 'confirmed', source: 'storefront_footer' },
  { email: 'bikash.deals@example.com', status: 'confirmed', source: 'checkout' },
  { email: 'chandra.news@example.com', status: 'confirmed', source: 'account_signup' },
  { email: 'deepa.gadgets@example.com', status: 'confirmed', source: 'admin_import' },
  { email: 'eshan.later@example.com', status: 'pending', source: 'storefront_footer' },
  { email: 'farida.maybe@example.com', status: 'pending', source: 'checkout' },
] as const;

const DEMO_CAMPAIGN = {
  name: 'Demo: festive season preview',
  subject: 'Festive deals are coming to Bazaar',
  bodyMarkdown: [
    '## Festive season at Bazaar',
    'Our biggest deals of the year start next week: phones, laptops and audio at their best prices.',
    '## What to expect',
    'Daily deals on a new category every morning.\nFree delivery inside the valley on every order.',
    'See you soon,\nThe Bazaar team',
  ].join('\n\n'),
};

/**
 * Idempotent: subscribers are known by email (an address already on the list is left as it is), the draft
 * campaign by name. The demo addresses are added as they stand (confirmed or pending) without mailing anybody.
 */
export async function newsletterDemo(ctx: DemoContext): Promise<void> {
  for (const s of DEMO_SUBSCRIBERS) await ctx.input(SubscribeDto, { email: s.email, source: s.source });
  await newsletter.subscriptions.addAsTheyStand(DEMO_SUBSCRIBERS);
  const [existing] = await sqlRows(`SELECT 1 FROM newsletter_campaigns WHERE name = $1`, [DEMO_CAMPAIGN.name]);
  if (!existing) await newsletter.campaigns.create(await ctx.input(CreateNewsletterCampaignDto, DEMO_CAMPAIGN));
}
