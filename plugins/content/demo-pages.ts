import type { PageKey, SectionKey } from './keys.js';

/*
 * The demo shop's page content: every page key, every section its page takes. Image fields are filled in by
 * demo.ts from the images it stored.
 */

/** A section's payload; `imageRef(name)` marks where the URL of demo-assets/<name>.webp goes. */
export type DemoPayload = Record<string, unknown>;
export const IMAGE_REF = 'demo-image:';
const imageRef = (name: string) => `${IMAGE_REF}${name}`;
const demoImage = (name: string, alt: string) => ({ url: imageRef(name), alt });

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

const CONTACT = {
  email: 'help@bazaar.example',
  phone: '+1 555 0100 200',
  whatsapp: '+1 555 0100 201',
  address: '120 Market Street, Springfield',
  openingHours: 'Mon-Sat 9:00-20:00',
};

const SHOP_LINKS = [
  { label: 'Smartphones', url: '/categories/smartphones' },
  { label: 'Laptops', url: '/categories/laptops' },
  { label: 'Headphones', url: '/categories/headphones' },
  { label: 'Smart TVs', url: '/categories/smart-tvs' },
  { label: 'Deals', url: '/deals' },
];

const WHY_CHOOSE = {
  heading: 'Why shop with Bazaar',
  description: 'Electronics from the brands you know, with the service you expect from a local shop.',
  cards: [
    { iconKey: 'badge-check', title: 'Genuine products', description: 'Bought from the brands and their official distributors, with a full warranty.' },
    { iconKey: 'truck', title: 'Fast delivery', description: 'Next-day delivery in the city, two to three days everywhere else.' },
    { iconKey: 'credit-card', title: 'Pay in instalments', description: 'Spread the cost of anything over 200 across 3 to 12 months.' },
    { iconKey: 'headset', title: 'Real people', description: 'Our team answers by phone, chat and in store, seven days a week.' },
  ],
};

const DELIVERY_CTA = {
  heading: 'Free delivery on orders over 50',
  description: 'Order before 18:00 for next-day delivery in the city.',
  cta: { label: 'Start shopping', url: '/categories/mobiles-tablets' },
  image: demoImage('cta-delivery', 'A delivery van'),
};

const FAQ_ITEMS = [
  { question: 'How long does delivery take?', answer: doc('Next working day in the city if you order before 18:00; two to three working days elsewhere.') },
  { question: 'Can I return something I bought online?', answer: doc('Yes: within 14 days, unused and in its box. See the return policy for the details.') },
  { question: 'Do products come with a warranty?', answer: doc("Every product carries the manufacturer's warranty, at least one year; many brands give two.") },
  { question: 'Can I pay in instalments?', answer: doc('Orders over 200 can be paid in 3, 6 or 12 monthly instalments at checkout.') },
  {
    question: 'Can I pick up my order in a store?',
    answer: doc('Choose "Pick up in store" at checkout; we send a message when it is ready, usually within two hours.'),
  },
];

export const DEMO_PAGES: Record<PageKey, { title: string; seoDescription: string; sections: Partial<Record<SectionKey, DemoPayload>> }> = {
  home: {
    title: 'Home',
    seoDescription: 'Smartphones, laptops, headphones and TVs from Samsung, Apple, Sony, Dell and more, delivered fast.',
    sections: {
      hero: {
        eyebrow: 'New season deals',
        heading: 'The tech you want, delivered tomorrow',
        description: 'Phones, laptops, audio and TVs from the brands you trust, with free delivery over 50.',
        image: demoImage('home-hero', 'A phone, a laptop, headphones and a smartwatch'),
        primaryCta: { label: 'Shop smartphones', url: '/categories/smartphones' },
        secondaryCta: { label: 'Read our buying guides', url: '/blogs' },
      },
      how_it_works: {
        heading: 'How it works',
        steps: [
          { icon: 'tag', title: 'Choose', description: 'Compare specs and prices, or ask us for advice.' },
          { icon: 'wallet', title: 'Pay your way', description: 'Card, wallet, bank transfer or instalments.' },
          { icon: 'truck', title: 'Receive', description: 'Delivered to your door or ready in store.' },
        ],
      },
      why_choose: WHY_CHOOSE,
      trust_strip: {
        badges: [
          { iconKey: 'shield-check', label: 'Official warranty' },
          { iconKey: 'lock', label: 'Secure payment' },
          { iconKey: 'refresh', label: '14-day returns' },
          { iconKey: 'truck', label: 'Next-day delivery' },
        ],
      },
      faq_intro: { heading: 'Questions we hear a lot', items: FAQ_ITEMS.slice(0, 3), cta: { label: 'All questions', url: '/faq' } },
      related_blogs_intro: {
        heading: 'From the blog',
        description: 'Buying guides and tips from our staff.',
        cta: { label: 'All posts', url: '/blogs' },
        maxPosts: 3,
      },
      cta_banner: DELIVERY_CTA,
    },
  },
  about: {
    title: 'About us',
    seoDescription: 'Bazaar has sold electronics since 2012: three stores, an online shop and a team that knows its gadgets.',
    sections: {
      hero: {
        eyebrow: 'About Bazaar',
        heading: 'A neighbourhood electronics shop that grew up',
        description: 'From one stall in 2012 to three stores and an online shop.',
      },
      our_mission: {
        heading: 'Our mission',
        body: doc(
          'Help everyone buy the right device at a fair price, and keep it working for years.',
          'We only sell what we would buy ourselves, and we stay around after the sale.',
        ),
      },
      about_story_media: {
        heading: 'Our story',
        body: doc('Bazaar started as a market stall repairing phones. Customers kept asking what to buy next, so we started selling too.'),
        media: [{ type: 'image', url: imageRef('about-story'), alt: 'The first Bazaar shop' }],
      },
      about_stats: {
        heading: 'Bazaar in numbers',
        stats: [
          { value: '2012', label: 'Founded' },
          { value: '3', label: 'Stores' },
          { value: '250k+', label: 'Orders delivered' },
          { value: '4.8/5', label: 'Average review' },
        ],
      },
      about_team: {
        heading: 'The team',
        description: 'Some of the people you will meet in store.',
        members: [
          { name: 'Maya Chen', role: 'Founder', photo: demoImage('team-1', 'Maya Chen'), bio: 'Fixed her first phone at twelve; still does on Saturdays.' },
          { name: 'Omar Haddad', role: 'Head of service', photo: demoImage('team-2', 'Omar Haddad'), bio: 'Runs repairs, returns and warranty claims.' },
          { name: 'Lena Novak', role: 'Buyer, audio and TV', photo: demoImage('team-3', 'Lena Novak'), bio: 'Listens to every pair of headphones we stock.' },
        ],
      },
      about_stores: {
        heading: 'Visit a store',
        stores: [
          {
            name: 'Downtown',
            address: '120 Market Street, Springfield',
            phone: '+1 555 0100 210',
            openingHours: 'Mon-Sat 9:00-20:00',
            image: demoImage('store-downtown', 'The downtown store'),
          },
          { name: 'Riverside Mall', address: 'Riverside Mall, level 2, Springfield', phone: '+1 555 0100 220', openingHours: 'Every day 10:00-21:00' },
          { name: 'Airport', address: 'Terminal 1, departures, Springfield Airport', openingHours: 'Every day 6:00-22:00' },
        ],
      },
      why_choose: WHY_CHOOSE,
      cta_banner: {
        heading: 'Come and try before you buy',
        description: 'Every store has demo devices on the tables.',
        cta: { label: 'Find a store', url: '/about#stores' },
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    seoDescription: 'Delivery, returns, warranty and payment: the answers to what Bazaar customers ask most.',
    sections: {
      hero: { heading: 'Frequently asked questions', description: 'Delivery, returns, warranty and payment.' },
      faq_intro: { heading: 'Orders and delivery', items: FAQ_ITEMS },
      cta_banner: {
        heading: 'Still have a question?',
        description: 'Our team answers within the hour in opening times.',
        cta: { label: 'Contact us', url: '/contact' },
      },
    },
  },
  privacy_policy: {
    title: 'Privacy policy',
    seoDescription: 'What personal data Bazaar collects, why, and how to ask for it or have it deleted.',
    sections: {
      document: {
        heading: 'Privacy policy',
        lastUpdated: '2025-01-15',
        paragraphs: [
          'This demo policy describes how a shop like Bazaar handles personal data. Replace it with your own before you open.',
          'We collect what we need to deliver your orders and support you: your name, contact details, addresses and order history.',
          'You may ask for a copy of your data or for its deletion at any time from your account or by writing to us.',
        ],
        bullets: [
          'We never sell your data.',
          'Payment details are handled by our payment provider, not stored by us.',
          'Marketing messages only with your consent.',
        ],
      },
      data_flow_summary: {
        heading: 'Your data at a glance',
        items: [
          { title: 'What we collect', description: 'Name, email, phone, delivery addresses and what you ordered.' },
          { title: 'Why', description: 'To deliver, to answer your questions and to handle returns and warranty.' },
          { title: 'How long', description: 'Order records for as long as the law requires; the rest until you delete your account.' },
        ],
      },
    },
  },
  return_policy: {
    title: 'Return policy',
    seoDescription: 'Return any unused product within 14 days; how to start a return and how refunds work.',
    sections: {
      document: {
        heading: 'Returns and refunds',
        lastUpdated: '2025-01-15',
        paragraphs: [
          'You may return any product bought from Bazaar within 14 days of delivery, unused and in its original box.',
          'Start a return from your account or in any store. Refunds go back to the original payment method within 5 working days of our receiving the item.',
        ],
        bullets: ['Opened software and SIM cards cannot be returned.', 'Faulty products are covered by the warranty at any time.'],
      },
    },
  },
  terms_of_service: {
    title: 'Terms of service',
    seoDescription: 'The terms that apply when you buy from Bazaar online or in store.',
    sections: {
      document: {
        heading: 'Terms of service',
        lastUpdated: '2025-01-15',
        paragraphs: [
          'These demo terms show how a legal page looks. Replace them with your own terms before you open.',
          'Prices include taxes. An order is accepted when we confirm it by email; we may cancel an order for a product that turns out to be out of stock, with a full refund.',
        ],
      },
    },
  },
  global_footer: {
    title: 'Global footer',
    seoDescription: 'Bazaar site footer.',
    sections: {
      brand_blurb: {
        logo: demoImage('bazaar-logo', 'Bazaar'),
        description: 'Bazaar sells phones, laptops, audio and TVs from the brands you know, online and in three stores.',
        socialLinks: [
          { platform: 'instagram', url: 'https://instagram.com/bazaar.example' },
          { platform: 'youtube', url: 'https://youtube.com/@bazaar.example' },
          { platform: 'x', url: 'https://x.com/bazaar_example' },
        ],
      },
      quick_links: { heading: 'Shop', links: SHOP_LINKS },
      legal_links: {
        links: [
          { label: 'Privacy policy', url: '/privacy-policy' },
          { label: 'Return policy', url: '/return-policy' },
          { label: 'Terms of service', url: '/terms-of-service' },
        ],
      },
      contact_info: { heading: 'Get in touch', ...CONTACT },
      payment_methods: {
        heading: 'We accept',
        methods: [
          { name: 'Card', logoUrl: imageRef('pay-card'), width: 48, height: 32 },
          { name: 'Wallet', logoUrl: imageRef('pay-wallet'), width: 48, height: 32 },
          { name: 'Bank transfer', logoUrl: imageRef('pay-bank'), width: 48, height: 32 },
          { name: 'Cash on delivery', logoUrl: imageRef('pay-cod'), width: 48, height: 32 },
        ],
      },
      copyright: { text: '© 2025 Bazaar Electronics (demo shop). All rights reserved.' },
    },
  },
  global_header: {
    title: 'Global header',
    seoDescription: 'Bazaar site header.',
    sections: {
      announcement_bar: {
        messages: [
          { text: 'Free next-day delivery on orders over 50', url: '/delivery' },
          { text: 'New: the Galaxy S and iPhone ranges are in stock', url: '/categories/smartphones' },
        ],
        dismissible: true,
      },
      contact_info: { phone: CONTACT.phone, email: CONTACT.email },
      quick_links: { links: SHOP_LINKS },
    },
  },
  contact: {
    title: 'Contact us',
    seoDescription: 'Call, write or visit Bazaar: opening hours, addresses and a contact form.',
    sections: {
      hero: { heading: 'Contact us', description: 'We answer within the hour in opening times.' },
      contact_info: { heading: 'Customer service', ...CONTACT, mapUrl: 'https://maps.example.com/bazaar-downtown' },
      contact_form: {
        heading: 'Write to us',
        description: 'Tell us about your order or the device you are looking for.',
        subjects: ['An order', 'A return', 'Warranty and repairs', 'Product advice', 'Something else'],
        submitLabel: 'Send message',
        successMessage: 'Thank you: we will reply by email within one working day.',
      },
      faq_intro: { heading: 'Before you write', items: FAQ_ITEMS.slice(0, 2), cta: { label: 'All questions', url: '/faq' } },
    },
  },
  blogs: {
    title: 'Blog',
    seoDescription: 'Buying guides, reviews and tips from the Bazaar team.',
    sections: {
      hero: {
        eyebrow: 'The Bazaar blog',
        heading: 'Buying guides, reviews and tips',
        description: 'Written by the people who sell, test and repair the devices.',
      },
      related_blogs_intro: { heading: 'Latest posts', maxPosts: 6 },
      cta_banner: DELIVERY_CTA,
    },
  },
};
