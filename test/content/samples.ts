/** A valid payload of every section key, as a storefront admin would send it. */
export const ASSET_ORIGIN = 'https://cdn.bazaar.test';

export const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

export const VALID_PAYLOADS: Record<string, Record<string, unknown>> = {
  hero: {
    eyebrow: 'New season',
    heading: 'Everything for your home',
    description: 'Furniture, lighting and decor delivered in two days.',
    image: { url: `${ASSET_ORIGIN}/public/landing/hero.webp`, alt: 'A bright living room' },
    primaryCta: { label: 'Shop now', url: '/collections/new' },
    secondaryCta: { label: 'Our story', url: 'https://blog.example.com/story' },
  },
  how_it_works: {
    heading: 'How it works',
    steps: [
      { icon: 'tag', title: 'Pick', description: 'Choose what you love.' },
      { icon: 'credit-card', title: 'Pay', description: 'Pay in instalments if you like.' },
      { icon: 'truck', title: 'Receive' },
    ],
  },
  faq_intro: {
    heading: 'Questions?',
    description: 'The answers we give most often.',
    items: [{ question: 'How long does delivery take?', answer: doc('Two working days in the city.') }],
  },
  related_blogs_intro: { heading: 'From the blog', cta: { label: 'All posts', url: '/blogs' }, maxPosts: 3 },
  cta_banner: { heading: 'Join the club', description: 'Members get early access.', cta: { label: 'Sign up', url: '/register' } },
  why_choose: {
    heading: 'Why choose us',
    cards: [
      { iconKey: 'shield-check', title: 'Two-year warranty', description: 'On everything we sell.' },
      { iconKey: 'refresh', title: 'Free returns', description: 'Thirty days, no questions.' },
    ],
  },
  document: { heading: 'Returns', lastUpdated: '2026-11-01', paragraphs: ['You may return any item within 30 days.'], bullets: ['Unused', 'In its box'] },
  data_flow_summary: {
    heading: 'Your data at a glance',
    items: [{ title: 'What we collect', description: 'Your name, address and order history.' }],
  },
  brand_blurb: {
    logo: { url: '/public/landing/logo.svg', alt: 'Bazaar' },
    description: 'Bazaar sells well-made things for everyday life.',
    socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/bazaar' }],
  },
  quick_links: {
    heading: 'Shop',
    links: [
      { label: 'New in', url: '/new' },
      { label: 'Sale', url: '/sale' },
    ],
  },
  legal_links: {
    links: [
      { label: 'Privacy', url: '/privacy' },
      { label: 'Terms', url: '/terms' },
    ],
  },
  copyright: { text: '© 2026 Bazaar. All rights reserved.' },
  contact_info: { email: 'help@bazaar.test', phone: '+44 20 7946 0000', address: '1 Market Street, London', openingHours: 'Mon-Fri 9-18' },
  contact_form: { heading: 'Write to us', subjects: ['Order', 'Returns'], submitLabel: 'Send', successMessage: 'Thanks, we reply within a day.' },
  about_stats: {
    stats: [
      { value: '10k+', label: 'Happy customers' },
      { value: '12', label: 'Stores' },
    ],
  },
  our_mission: { heading: 'Our mission', body: doc('Good things, fairly made.') },
  announcement_bar: { messages: [{ text: 'Free delivery over 50', url: '/delivery' }], dismissible: true },
  about_story_media: {
    heading: 'Our story',
    body: doc('It started at a market stall.'),
    media: [
      { type: 'image', url: '/public/landing/stall.webp', alt: 'The first stall' },
      { type: 'video', url: 'https://video.example.com/story', posterUrl: `${ASSET_ORIGIN}/public/thumbnail/story.webp` },
    ],
  },
  about_team: { heading: 'The team', members: [{ name: 'Ada', role: 'Founder', photo: { url: '/public/avatar/ada.webp' }, bio: 'Runs the place.' }] },
  about_stores: { heading: 'Visit us', stores: [{ name: 'Camden', address: '5 High Street, London', mapUrl: 'https://maps.example.com/camden' }] },
  trust_strip: {
    badges: [
      { iconKey: 'lock', label: 'Secure payment' },
      { iconKey: 'truck', label: 'Fast delivery' },
    ],
  },
  payment_methods: { methods: [{ name: 'Visa', logoUrl: '/public/landing/visa.svg', width: 48, height: 32 }] },
};

/** A page that takes each section key (for payload tests). */
export const PAGE_FOR: Record<string, string> = {
  hero: 'home',
  how_it_works: 'home',
  faq_intro: 'faq',
  related_blogs_intro: 'blogs',
  cta_banner: 'home',
  why_choose: 'home',
  document: 'return_policy',
  data_flow_summary: 'privacy_policy',
  brand_blurb: 'global_footer',
  quick_links: 'global_header',
  legal_links: 'global_footer',
  copyright: 'global_footer',
  contact_info: 'global_header',
  contact_form: 'contact',
  about_stats: 'about',
  our_mission: 'about',
  announcement_bar: 'global_header',
  about_story_media: 'about',
  about_team: 'about',
  about_stores: 'about',
  trust_strip: 'home',
  payment_methods: 'global_footer',
};
