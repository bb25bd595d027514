// Dev-time tool: draws the demo shop's images (plugins/<area>/demo-assets/*.webp) with sharp from SVG and
// writes them next to each plugin's demo.ts. The results are committed, so `npm run seed` needs no fonts and no
// network; run this again only to change a picture: `node scripts/make-demo-images.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Line-art devices in a 200 x 200 box, drawn in white. */
const ICONS = {
  phone: `<rect x="62" y="14" width="76" height="172" rx="14"/><line x1="88" y1="30" x2="112" y2="30"/><circle cx="100" cy="168" r="6"/>`,
  tablet: `<rect x="30" y="24" width="140" height="152" rx="12"/><circle cx="100" cy="164" r="5"/>`,
  laptop: `<rect x="40" y="40" width="120" height="84" rx="6"/><path d="M18 140 h164 l-12 16 h-140 z"/>`,
  headphones: `<path d="M40 120 v-20 a60 60 0 0 1 120 0 v20"/><rect x="28" y="112" width="30" height="54" rx="10"/><rect x="142" y="112" width="30" height="54" rx="10"/>`,
  tv: `<rect x="18" y="30" width="164" height="106" rx="6"/><line x1="70" y1="160" x2="130" y2="160"/><line x1="100" y1="136" x2="100" y2="160"/>`,
  camera: `<rect x="22" y="56" width="156" height="104" rx="12"/><path d="M70 56 l10 -18 h40 l10 18"/><circle cx="100" cy="108" r="32"/><circle cx="100" cy="108" r="16"/>`,
  watch: `<rect x="64" y="56" width="72" height="88" rx="16"/><path d="M76 56 l6 -36 h36 l6 36 M76 144 l6 36 h36 l6 -36"/><path d="M100 84 v18 l12 8"/>`,
  gamepad: `<path d="M48 70 h104 a32 32 0 0 1 32 32 l6 40 a16 16 0 0 1 -28 12 l-22 -24 h-80 l-22 24 a16 16 0 0 1 -28 -12 l6 -40 a32 32 0 0 1 32 -32 z"/><path d="M64 96 v24 M52 108 h24"/><circle cx="138" cy="100" r="5"/><circle cx="152" cy="114" r="5"/>`,
  speaker: `<rect x="56" y="16" width="88" height="168" rx="14"/><circle cx="100" cy="120" r="34"/><circle cx="100" cy="120" r="10"/><circle cx="100" cy="52" r="12"/>`,
  battery: `<rect x="30" y="62" width="128" height="76" rx="10"/><rect x="158" y="86" width="12" height="28" rx="3"/><path d="M104 72 l-24 32 h22 l-8 26 l28 -36 h-22 z"/>`,
  shop: `<path d="M24 70 l18 -40 h116 l18 40 z"/><rect x="34" y="70" width="132" height="104"/><rect x="58" y="104" width="40" height="70"/><rect x="112" y="96" width="38" height="34"/>`,
  truck: `<rect x="16" y="60" width="104" height="74" rx="4"/><path d="M120 84 h36 l26 28 v22 h-62 z"/><circle cx="52" cy="144" r="14"/><circle cx="150" cy="144" r="14"/>`,
  person: `<circle cx="100" cy="70" r="34"/><path d="M38 180 a62 62 0 0 1 124 0"/>`,
};

const PALETTES = {
  blue: ['#1e3a8a', '#0ea5e9'],
  violet: ['#4c1d95', '#a855f7'],
  teal: ['#134e4a', '#14b8a6'],
  orange: ['#9a3412', '#f97316'],
  slate: ['#0f172a', '#475569'],
  rose: ['#881337', '#f43f5e'],
  green: ['#14532d', '#22c55e'],
  indigo: ['#312e81', '#6366f1'],
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A picture: gradient, one or more line-art devices, an optional caption. */
function scene({ width, height, palette, icons, caption }) {
  const [from, to] = PALETTES[palette];
  const size = Math.min(height * 0.55, (width * 0.8) / icons.length);
  const scale = size / 200;
  const top = caption ? height * 0.14 : (height - size) / 2;
  const gap = (width - icons.length * size) / (icons.length + 1);
  const drawn = icons
    .map(
      (name, i) =>
        `<g transform="translate(${gap + i * (size + gap)} ${top}) scale(${scale})" fill="none" stroke="#fff" stroke-width="${6 / Math.max(scale, 0.5)}" stroke-linejoin="round" stroke-linecap="round">${ICONS[name]}</g>`,
    )
    .join('');
  const text = caption
    ? `<text x="${width / 2}" y="${height * 0.86}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${Math.round(height * 0.09)}" fill="#fff" text-anchor="middle">${esc(caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.88}" cy="${height * 0.1}" r="${height * 0.35}" fill="#fff" opacity="0.07"/>
<circle cx="${width * 0.05}" cy="${height * 0.95}" r="${height * 0.3}" fill="#fff" opacity="0.06"/>
${drawn}${text}</svg>`;
}

/** A made-up wordmark on a light tile (no real logo is reproduced). */
function wordmark({ text, color }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
<rect width="400" height="200" rx="16" fill="#f8fafc"/>
<text x="200" y="118" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="52" fill="${color}" text-anchor="middle">${esc(text)}</text></svg>`;
}

/** A payment badge: a card shape with a word. */
function badge({ text, color }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64">
<rect x="2" y="2" width="92" height="60" rx="8" fill="${color}"/>
<text x="48" y="40" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="15" fill="#fff" text-anchor="middle">${esc(text)}</text></svg>`;
}

const IMAGES = {
  'plugins/catalog/demo-assets': {
    'mobiles-tablets': scene({ width: 640, height: 400, palette: 'blue', icons: ['phone', 'tablet'], caption: 'Mobiles & Tablets' }),
    'laptops-computers': scene({ width: 640, height: 400, palette: 'slate', icons: ['laptop'], caption: 'Laptops & Computers' }),
    audio: scene({ width: 640, height: 400, palette: 'violet', icons: ['headphones', 'speaker'], caption: 'Audio' }),
    'tv-home-entertainment': scene({ width: 640, height: 400, palette: 'indigo', icons: ['tv'], caption: 'TV & Home Entertainment' }),
    cameras: scene({ width: 640, height: 400, palette: 'orange', icons: ['camera'], caption: 'Cameras' }),
    wearables: scene({ width: 640, height: 400, palette: 'teal', icons: ['watch'], caption: 'Wearables' }),
    gaming: scene({ width: 640, height: 400, palette: 'rose', icons: ['gamepad'], caption: 'Gaming' }),
    'brand-samsung': wordmark({ text: 'SAMSUNG', color: '#1428a0' }),
    'brand-apple': wordmark({ text: 'Apple', color: '#111827' }),
    'brand-xiaomi': wordmark({ text: 'Xiaomi', color: '#ff6900' }),
    'brand-dell': wordmark({ text: 'DELL', color: '#007db8' }),
    'brand-sony': wordmark({ text: 'SONY', color: '#000000' }),
    'brand-lenovo': wordmark({ text: 'Lenovo', color: '#e2231a' }),
  },
  'plugins/blog/demo-assets': {
    'choosing-a-laptop': scene({ width: 960, height: 504, palette: 'slate', icons: ['laptop'], caption: 'Choosing a laptop' }),
    'noise-cancelling-headphones': scene({ width: 960, height: 504, palette: 'violet', icons: ['headphones'], caption: 'Quiet, please' }),
    'phone-battery-tips': scene({ width: 960, height: 504, palette: 'green', icons: ['phone', 'battery'], caption: 'Battery that lasts' }),
    'smart-tv-guide': scene({ width: 960, height: 504, palette: 'indigo', icons: ['tv'], caption: 'OLED, QLED or LED?' }),
  },
  'plugins/content/demo-assets': {
    'home-hero': scene({ width: 960, height: 504, palette: 'blue', icons: ['phone', 'laptop', 'headphones', 'watch'], caption: '' }),
    'about-story': scene({ width: 960, height: 504, palette: 'orange', icons: ['shop'], caption: 'Since 2012' }),
    'cta-delivery': scene({ width: 960, height: 504, palette: 'teal', icons: ['truck'], caption: '' }),
    'store-downtown': scene({ width: 640, height: 400, palette: 'slate', icons: ['shop'], caption: 'Downtown store' }),
    'team-1': scene({ width: 320, height: 320, palette: 'rose', icons: ['person'], caption: '' }),
    'team-2': scene({ width: 320, height: 320, palette: 'teal', icons: ['person'], caption: '' }),
    'team-3': scene({ width: 320, height: 320, palette: 'indigo', icons: ['person'], caption: '' }),
    'bazaar-logo': wordmark({ text: 'Bazaar', color: '#0f766e' }),
    'pay-card': badge({ text: 'CARD', color: '#1e3a8a' }),
    'pay-wallet': badge({ text: 'WALLET', color: '#7c3aed' }),
    'pay-bank': badge({ text: 'BANK', color: '#0f766e' }),
    'pay-cod': badge({ text: 'CASH', color: '#b45309' }),
  },
  // product pictures by kind (thumbnail and gallery), no caption: one picture serves every product of its kind
  'plugins/products/demo-assets': {
    'phone-blue': scene({ width: 480, height: 480, palette: 'blue', icons: ['phone'] }),
    'phone-violet': scene({ width: 480, height: 480, palette: 'violet', icons: ['phone'] }),
    'phone-slate': scene({ width: 480, height: 480, palette: 'slate', icons: ['phone'] }),
    tablet: scene({ width: 480, height: 480, palette: 'teal', icons: ['tablet'] }),
    laptop: scene({ width: 480, height: 480, palette: 'slate', icons: ['laptop'] }),
    'laptop-gaming': scene({ width: 480, height: 480, palette: 'rose', icons: ['laptop'] }),
    headphones: scene({ width: 480, height: 480, palette: 'violet', icons: ['headphones'] }),
    earbuds: scene({ width: 480, height: 480, palette: 'green', icons: ['headphones'] }),
    speaker: scene({ width: 480, height: 480, palette: 'orange', icons: ['speaker'] }),
    tv: scene({ width: 480, height: 480, palette: 'indigo', icons: ['tv'] }),
    camera: scene({ width: 480, height: 480, palette: 'orange', icons: ['camera'] }),
    watch: scene({ width: 480, height: 480, palette: 'teal', icons: ['watch'] }),
    gamepad: scene({ width: 480, height: 480, palette: 'rose', icons: ['gamepad'] }),
    'power-bank': scene({ width: 480, height: 480, palette: 'green', icons: ['battery'] }),
  },
};

// `node scripts/make-demo-images.mjs plugins/products/demo-assets` draws one folder only
const only = process.argv.slice(2);
let total = 0;
let count = 0;
for (const [folder, images] of Object.entries(IMAGES).filter(([f]) => !only.length || only.includes(f))) {
  mkdirSync(path.join(root, folder), { recursive: true });
  for (const [name, svg] of Object.entries(images)) {
    const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    writeFileSync(path.join(root, folder, `${name}.webp`), bytes);
    total += bytes.length;
    count++;
  }
}
console.log(`demo images written: ${count} files, ${(total / 1024).toFixed(0)} KB`);
