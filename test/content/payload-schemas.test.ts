import { PAGE_KEYS, PAGE_SECTIONS, SECTION_KEYS, type SectionKey } from '../../plugins/content/keys.js';
import { ICON_KEYS } from '../../plugins/content/schemas/limits.js';
import { PayloadValidator } from '../../plugins/content/schemas/payload-validator.js';
import { ASSET_ORIGIN, doc, PAGE_FOR, VALID_PAYLOADS } from './samples.js';

const validator = new PayloadValidator(['http://localhost:3000', ASSET_ORIGIN]);
const check = (section: SectionKey, payload: unknown) => validator.check(section, payload);
const fields = (section: SectionKey, payload: unknown) => check(section, payload).map((p) => p.field);
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe('section payload schemas', () => {
  it.each(SECTION_KEYS.map((k) => [k]))('accepts a complete %s payload', (key) => {
    expect(check(key, VALID_PAYLOADS[key])).toEqual([]);
  });

  it('every sample page really takes its section, and every page has an allowlist', () => {
    for (const key of SECTION_KEYS) expect(PAGE_SECTIONS[PAGE_FOR[key] as keyof typeof PAGE_SECTIONS]).toContain(key);
    expect(Object.keys(PAGE_SECTIONS).sort()).toEqual([...PAGE_KEYS].sort());
    // binding allowlists of the spec
    expect(PAGE_SECTIONS.return_policy).toEqual(['document']);
    expect([...PAGE_SECTIONS.global_header].sort()).toEqual(['announcement_bar', 'contact_info', 'quick_links']);
    expect(PAGE_SECTIONS.about).toEqual(expect.arrayContaining(['about_story_media', 'about_team', 'about_stores']));
    expect(PAGE_SECTIONS.home).toContain('trust_strip');
    expect(PAGE_SECTIONS.global_footer).toContain('payment_methods');
  });

  it('refuses anything but a JSON object', () => {
    for (const bad of [undefined, null, 'hero', 3, []]) expect(check('hero', bad)).toEqual([{ field: 'payload', problems: ['payload must be a JSON object'] }]);
  });

  it('caps label 60, heading 110, description 320, card title 60, card description 220', () => {
    const ok = { heading: 'h'.repeat(110), description: 'd'.repeat(320), primaryCta: { label: 'l'.repeat(60), url: '/x' } };
    expect(check('hero', ok)).toEqual([]);
    expect(fields('hero', { ...ok, heading: 'h'.repeat(111) })).toEqual(['payload.heading']);
    expect(fields('hero', { ...ok, description: 'd'.repeat(321) })).toEqual(['payload.description']);
    expect(fields('hero', { ...ok, primaryCta: { label: 'l'.repeat(61), url: '/x' } })).toEqual(['payload.primaryCta.label']);
    const card = { iconKey: 'star', title: 't'.repeat(60), description: 'c'.repeat(220) };
    expect(check('why_choose', { heading: 'Why', cards: [card] })).toEqual([]);
    expect(fields('why_choose', { heading: 'Why', cards: [card, { ...card, title: 't'.repeat(61) }] })).toEqual(['payload.cards.1.title']);
    expect(check('why_choose', { heading: 'Why', cards: [{ ...card, description: 'c'.repeat(221) }] })).toEqual([
      { field: 'payload.cards.0.description', problems: ['must have at most 220 characters'] },
    ]);
  });

  it('refuses unknown properties and missing required ones, naming the path', () => {
    expect(check('cta_banner', { heading: 'Hi', colour: 'red' })).toEqual([
      { field: 'payload.cta', problems: ['is required'] },
      { field: 'payload.colour', problems: ['is not an allowed property'] },
    ]);
  });

  it('link URLs: absolute http(s) or site-relative only', () => {
    const withUrl = (url: string) => ({ heading: 'Hi', cta: { label: 'Go', url } });
    for (const good of ['/sale', '/a/b?c=d#e', 'https://shop.example.com/x', 'http://example.com']) expect(check('cta_banner', withUrl(good))).toEqual([]);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example.com/x',
      'sale',
      'ftp://example.com/x',
      'mailto:a@b.c',
      '/with space',
      'https://user:pw@example.com/',
    ]) {
      expect(check('cta_banner', withUrl(bad))).toEqual([
        { field: 'payload.cta.url', problems: ['must be an absolute http(s) URL or a site-relative URL starting with /'] },
      ]);
    }
  });

  it('image URLs: site-relative, or absolute on a configured asset origin only', () => {
    const withLogo = (url: string) => ({ methods: [{ name: 'Visa', logoUrl: url, width: 40, height: 20 }] });
    for (const good of ['/public/landing/visa.svg', `${ASSET_ORIGIN}/public/landing/visa.svg`, 'http://localhost:3000/api/upload/file/public/x.webp']) {
      expect(check('payment_methods', withLogo(good))).toEqual([]);
    }
    for (const bad of [
      'https://evil.example.com/visa.svg',
      `${ASSET_ORIGIN}.evil.com/x.svg`,
      'http://cdn.bazaar.test/x.svg',
      '//cdn.bazaar.test/x.svg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(fields('payment_methods', withLogo(bad))).toEqual(['payload.methods.0.logoUrl']);
    }
    expect(fields('hero', { heading: 'Hi', image: { url: 'https://evil.example.com/a.webp' } })).toEqual(['payload.image.url']);
  });

  it('rich text: type doc with non-empty content, known nodes, safe links, serialised length capped at maxChars x 12', () => {
    const mission = (body: unknown) => ({ heading: 'Mission', body });
    expect(fields('our_mission', mission({ type: 'paragraph', content: [] }))).toEqual(expect.arrayContaining(['payload.body.type', 'payload.body.content']));
    expect(fields('our_mission', mission({ type: 'doc', content: [] }))).toEqual(['payload.body.content']);
    expect(fields('our_mission', mission({ type: 'doc' }))).toEqual(['payload.body.content']);
    expect(fields('our_mission', mission('<p>html</p>'))).toContain('payload.body');
    expect(fields('our_mission', mission({ type: 'doc', content: [{ type: 'script', content: [] }] }))).toEqual(['payload.body.content.0.type']);
    const linked = (href: string) => ({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'here', marks: [{ type: 'bold' }, { type: 'link', attrs: { href, target: '_blank' } }] }] },
      ],
    });
    expect(check('our_mission', mission(linked('/shipping')))).toEqual([]);
    expect(fields('our_mission', mission(linked('javascript:alert(1)')))).toEqual(['payload.body.content.0.content.0.marks.1.attrs.href']);
    // our_mission allows 2000 characters: 24000 serialised
    const sized = (n: number) => {
      const d = doc('');
      const overhead = JSON.stringify(d).length;
      return doc('x'.repeat(n - overhead));
    };
    expect(check('our_mission', mission(sized(24000)))).toEqual([]);
    expect(check('our_mission', mission(sized(24001)))).toEqual([
      { field: 'payload.body', problems: ['rich-text document is too long (at most 24000 characters serialised)'] },
    ]);
  });

  it('icon fields accept exactly the fifteen icon keys', () => {
    expect(ICON_KEYS).toHaveLength(15);
    for (const icon of ICON_KEYS) {
      expect(check('trust_strip', { badges: [{ iconKey: icon, label: 'x' }] })).toEqual([]);
      expect(check('how_it_works', { heading: 'How', steps: [{ icon, title: 'x' }] })).toEqual([]);
    }
    const [problem] = check('why_choose', { heading: 'Why', cards: [{ iconKey: 'rocket', title: 'x', description: 'y' }] });
    expect(problem).toEqual({ field: 'payload.cards.0.iconKey', problems: [expect.stringMatching(/^must be one of the icon keys: truck, /)] });
    expect(fields('how_it_works', { heading: 'How', steps: [{ icon: 'Truck', title: 'x' }] })).toEqual(['payload.steps.0.icon']);
  });

  it('document: paragraphs or bullets, paragraphs 1..20, no empty arrays or strings', () => {
    expect(check('document', {})).toEqual([{ field: 'payload', problems: ['needs at least one of: paragraphs, bullets'] }]);
    expect(check('document', { heading: 'Only a heading' })).toEqual([{ field: 'payload', problems: ['needs at least one of: paragraphs, bullets'] }]);
    expect(check('document', { bullets: ['one'] })).toEqual([]);
    expect(check('document', { paragraphs: Array.from({ length: 20 }, (_, i) => `p${i}`) })).toEqual([]);
    expect(check('document', { paragraphs: Array.from({ length: 21 }, (_, i) => `p${i}`) })).toEqual([
      { field: 'payload.paragraphs', problems: ['must hold at most 20 items'] },
    ]);
    expect(check('document', { paragraphs: [], bullets: ['x'] })).toEqual([
      { field: 'payload.paragraphs', problems: ['must hold at least one item (omit the field when there is none)'] },
    ]);
    expect(fields('document', { paragraphs: ['fine', ''] })).toEqual(['payload.paragraphs.1']);
    expect(fields('document', { paragraphs: ['   '] })).toEqual(['payload.paragraphs.0']);
    expect(fields('document', { paragraphs: [42] })).toEqual(['payload.paragraphs.0']);
  });

  it('optional fields: an empty string or an empty collection is refused (omit the field instead)', () => {
    expect(fields('hero', { heading: 'Hi', description: '' })).toEqual(['payload.description']);
    expect(fields('faq_intro', { heading: 'FAQ', items: [] })).toEqual(['payload.items']);
    expect(fields('brand_blurb', { description: 'x', socialLinks: [] })).toEqual(['payload.socialLinks']);
    expect(fields('contact_form', { heading: 'Write', subjects: [] })).toEqual(['payload.subjects']);
  });

  it('trust_strip holds 1 to 5 badges', () => {
    const badge = { iconKey: 'star', label: 'Rated 5/5' };
    expect(check('trust_strip', { badges: Array(5).fill(badge) })).toEqual([]);
    expect(check('trust_strip', { badges: Array(6).fill(badge) })).toEqual([{ field: 'payload.badges', problems: ['must hold at most 5 items'] }]);
    expect(fields('trust_strip', { badges: [] })).toEqual(['payload.badges']);
  });

  it('payment_methods logos carry integer width and height', () => {
    const logo = { name: 'Visa', logoUrl: '/visa.svg', width: 48, height: 32 };
    expect(fields('payment_methods', { methods: [{ ...logo, width: undefined }] })).toEqual(['payload.methods.0.width']);
    expect(fields('payment_methods', { methods: [{ ...logo, height: 31.5 }] })).toEqual(['payload.methods.0.height']);
    expect(fields('payment_methods', { methods: [{ ...logo, width: 0 }] })).toEqual(['payload.methods.0.width']);
    expect(fields('payment_methods', { methods: [{ ...logo, height: '32' }] })).toEqual(['payload.methods.0.height']);
  });

  it('designed rules: contact details, media kinds, unique social platforms', () => {
    expect(check('contact_info', { heading: 'Talk to us' })).toEqual([
      { field: 'payload', problems: ['needs at least one of: email, phone, whatsapp, address'] },
    ]);
    expect(fields('contact_info', { email: 'not-an-email' })).toEqual(['payload.email']);
    expect(fields('contact_info', { phone: 'call me' })).toEqual(['payload.phone']);
    const story = clone(VALID_PAYLOADS.about_story_media) as any;
    story.media.push({ type: 'gif', url: '/x.gif' });
    expect(check('about_story_media', story)).toEqual([{ field: 'payload.media.2.type', problems: ['must be one of: "image", "video"'] }]);
    story.media.splice(2, 1, { type: 'image', url: 'https://evil.example.com/x.webp' });
    expect(fields('about_story_media', story)).toEqual(['payload.media.2.url']);
    const social = [
      { platform: 'x', url: 'https://x.com/a' },
      { platform: 'x', url: 'https://x.com/b' },
    ];
    expect(check('brand_blurb', { description: 'x', socialLinks: social })).toEqual([
      { field: 'payload.socialLinks', problems: ['must not repeat a platform'] },
    ]);
  });
});

describe('hostile payloads', () => {
  it('refuses a payload nested deeper than 32 levels without exhausting the stack', () => {
    const nested = (depth: number) => {
      let node: any = { type: 'paragraph', content: [{ type: 'text', text: 'x' }] };
      for (let i = 0; i < depth; i++) node = { type: 'blockquote', content: [node] };
      return { heading: 'Mission', body: { type: 'doc', content: [node] } };
    };
    expect(check('our_mission', nested(10))).toEqual([]);
    for (const depth of [40, 20000]) {
      const [problem] = check('our_mission', nested(depth));
      expect(problem).toEqual({ field: expect.stringMatching(/^payload\.body\.content\.0\.content\.0\./), problems: ['must not nest deeper than 32 levels'] });
    }
  });
});
