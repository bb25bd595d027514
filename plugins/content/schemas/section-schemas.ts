import type { SectionKey } from '../keys.js';
import { cta, iconKey, image, imageUrl, link, linkUrl, list, object, richText, text, type Schema } from './building-blocks.js';
import { CAPS, SOCIAL_PLATFORMS } from './limits.js';

/*
 * The payload schema of every section key. Caps the spec gives: label 60, heading 110, description 320,
 * card title 60, card description 220, document paragraphs 1..20, trust_strip at most 5 badges,
 * payment_methods logos with width and height. The shapes themselves are our design (decisions notes).
 */

const heading = () => text(CAPS.heading);
const description = () => text(CAPS.description);
const cardTitle = () => text(CAPS.cardTitle);
const cardDescription = () => text(CAPS.cardDescription);
const label = () => text(CAPS.label);
const phone = () => ({ type: 'string', maxLength: CAPS.phone, pattern: '^\\+?[0-9][0-9 ()-]{3,}[0-9]$' });

/** At least one of the named properties must be present. */
const oneOfPresent = (names: string[]): Schema => ({ anyOf: names.map((n) => ({ required: [n] })) });

export const SECTION_SCHEMAS: Record<SectionKey, Schema> = {
  hero: object({ eyebrow: label(), heading: heading(), description: description(), image: image(), primaryCta: cta(), secondaryCta: cta() }, ['heading']),

  how_it_works: object(
    {
      heading: heading(),
      description: description(),
      steps: list(object({ icon: iconKey(), title: cardTitle(), description: cardDescription() }, ['icon', 'title']), 8),
    },
    ['heading', 'steps'],
  ),

  faq_intro: object(
    {
      heading: heading(),
      description: description(),
      items: list(object({ question: text(CAPS.question), answer: richText(1000) }, ['question', 'answer']), 50),
      cta: cta(),
    },
    ['heading'],
  ),

  related_blogs_intro: object({ heading: heading(), description: description(), cta: cta(), maxPosts: { type: 'integer', minimum: 1, maximum: 12 } }, [
    'heading',
  ]),

  cta_banner: object({ heading: heading(), description: description(), cta: cta(), image: image() }, ['heading', 'cta']),

  why_choose: object(
    {
      heading: heading(),
      description: description(),
      cards: list(object({ iconKey: iconKey(), title: cardTitle(), description: cardDescription() }, ['iconKey', 'title', 'description']), 8),
    },
    ['heading', 'cards'],
  ),

  document: object(
    {
      heading: heading(),
      lastUpdated: { type: 'string', format: 'date' },
      paragraphs: list(text(CAPS.paragraph), 20),
      bullets: list(text(CAPS.bullet), 50),
    },
    [],
    oneOfPresent(['paragraphs', 'bullets']),
  ),

  data_flow_summary: object(
    {
      heading: heading(),
      description: description(),
      items: list(object({ title: cardTitle(), description: cardDescription() }, ['title', 'description']), 10),
    },
    ['heading', 'items'],
  ),

  brand_blurb: object(
    {
      logo: image(),
      description: description(),
      socialLinks: list(object({ platform: { enum: [...SOCIAL_PLATFORMS] }, url: linkUrl() }, ['platform', 'url']), SOCIAL_PLATFORMS.length, {
        uniqueBy: 'platform',
      }),
    },
    ['description'],
  ),

  quick_links: object({ heading: label(), links: list(link(), 12) }, ['links']),

  legal_links: object({ links: list(link(), 8) }, ['links']),

  copyright: object({ text: text(CAPS.copyright) }, ['text']),

  contact_info: object(
    {
      heading: heading(),
      email: { type: 'string', maxLength: 254, format: 'email' },
      phone: phone(),
      whatsapp: phone(),
      address: text(CAPS.address),
      openingHours: label(),
      mapUrl: linkUrl(),
    },
    [],
    oneOfPresent(['email', 'phone', 'whatsapp', 'address']),
  ),

  contact_form: object(
    {
      heading: heading(),
      description: description(),
      subjects: list(label(), 10, { uniqueItems: true }),
      submitLabel: label(),
      successMessage: description(),
    },
    ['heading'],
  ),

  about_stats: object({ heading: heading(), stats: list(object({ value: text(CAPS.statValue), label: label() }, ['value', 'label']), 6) }, ['stats']),

  our_mission: object({ heading: heading(), body: richText(2000), image: image() }, ['heading', 'body']),

  announcement_bar: object({ messages: list(object({ text: heading(), url: linkUrl() }, ['text']), 5), dismissible: { type: 'boolean' } }, ['messages']),

  about_story_media: object(
    {
      heading: heading(),
      body: richText(2000),
      media: list(
        {
          type: 'object',
          required: ['type'],
          discriminator: { propertyName: 'type' },
          oneOf: [
            object({ type: { const: 'image' }, url: imageUrl(), alt: text(CAPS.alt) }, ['type', 'url']),
            object({ type: { const: 'video' }, url: linkUrl(), posterUrl: imageUrl(), alt: text(CAPS.alt) }, ['type', 'url']),
          ],
        },
        6,
      ),
    },
    ['heading', 'body'],
  ),

  about_team: object(
    {
      heading: heading(),
      description: description(),
      members: list(object({ name: cardTitle(), role: label(), photo: image(), bio: cardDescription() }, ['name', 'role']), 24),
    },
    ['heading', 'members'],
  ),

  about_stores: object(
    {
      heading: heading(),
      description: description(),
      stores: list(
        object({ name: cardTitle(), address: text(CAPS.address), phone: phone(), openingHours: label(), mapUrl: linkUrl(), image: image() }, [
          'name',
          'address',
        ]),
        50,
      ),
    },
    ['heading', 'stores'],
  ),

  trust_strip: object({ badges: list(object({ iconKey: iconKey(), label: label(), description: cardDescription() }, ['iconKey', 'label']), 5) }, ['badges']),

  payment_methods: object(
    {
      heading: label(),
      methods: list(
        object(
          {
            name: label(),
            logoUrl: imageUrl(),
            width: { type: 'integer', minimum: 1, maximum: 512 },
            height: { type: 'integer', minimum: 1, maximum: 512 },
          },
          ['name', 'logoUrl', 'width', 'height'],
        ),
        20,
      ),
    },
    ['methods'],
  ),
};
