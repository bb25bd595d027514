import type { StockStatus } from './entities/product.entity.js';

/*
 * The demo shop's products: electronics over the catalog's demo categories, brands, series and tags (by slug).
 * Prices are in rupees here (the demo writes paisa); a product with options gets one variant per combination,
 * priced from `price` plus the `extra` of each of its values.
 */

/** One of the pictures in plugins/products/demo-assets (scripts/make-demo-images.mjs). */
export type DemoPicture =
  | 'phone-blue' | 'phone-violet' | 'phone-slate' | 'tablet' | 'laptop' | 'laptop-gaming' | 'headphones'
  | 'earbuds' | 'speaker' | 'tv' | 'camera' | 'watch' | 'gamepad' | 'power-bank';

export interface DemoProduct {
  slug: string;
  name: string;
  category: string;
  brand?: string;
  series?: string;
  /** the product's SKU, and the stem of its variants' SKUs */
  sku: string;
  short: string;
  description?: string;
  specs?: Array<[group: string, name: string, value: string]>;
  picture: DemoPicture;
  options?: Array<[name: string, values: string[]]>;
  /** [mrp, selling price] in rupees of the first combination */
  price: [number, number];
  /** rupees added to both prices by an option value */
  extra?: Record<string, number>;
  /** units received per variant: one number for each, or a list in combination order */
  stock: number | number[];
  /** published unless said */
  status?: 'draft' | 'unlisted';
  stockStatus?: StockStatus;
  featured?: boolean;
  trending?: boolean;
  bestSeller?: boolean;
  newArrival?: boolean;
  tags?: string[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'samsung-galaxy-s25-ultra', name: 'Samsung Galaxy S25 Ultra', category: 'android-phones', brand: 'samsung', series: 'samsung-galaxy-s', sku: 'SM-S938',
    short: '6.9" QHD+ display, Snapdragon 8 Elite, 200 MP camera and the built-in S Pen.',
    description: 'The most capable Galaxy yet: a titanium frame, a 5,000 mAh battery with 45 W charging and seven years of updates.',
    specs: [['Display', 'Size', '6.9 in'], ['Display', 'Type', 'Dynamic AMOLED 2X, 120 Hz'], ['Performance', 'Chip', 'Snapdragon 8 Elite'], ['Camera', 'Main', '200 MP'], ['Battery', 'Capacity', '5,000 mAh']],
    picture: 'phone-slate', options: [['Color', ['Titanium Black', 'Titanium Silverblue']], ['Storage', ['256 GB', '512 GB']]],
    price: [184_999, 179_999], extra: { '512 GB': 20_000 }, stock: [8, 5, 6, 4], featured: true, newArrival: true, tags: ['5g', 'new-arrival'],
  },
  {
    slug: 'samsung-galaxy-a56-5g', name: 'Samsung Galaxy A56 5G', category: 'android-phones', brand: 'samsung', series: 'samsung-galaxy-a', sku: 'SM-A566',
    short: '6.7" Super AMOLED, 50 MP OIS camera, IP67 and six years of updates.',
    specs: [['Display', 'Size', '6.7 in'], ['Battery', 'Capacity', '5,000 mAh'], ['Body', 'Protection', 'IP67']],
    picture: 'phone-blue', options: [['Color', ['Awesome Graphite', 'Awesome Lightgray']], ['Storage', ['128 GB', '256 GB']]],
    price: [54_999, 52_999], extra: { '256 GB': 5_000 }, stock: 20, bestSeller: true, tags: ['5g', 'bestseller'],
  },
  {
    slug: 'samsung-galaxy-z-flip6', name: 'Samsung Galaxy Z Flip6', category: 'foldable-phones', brand: 'samsung', series: 'samsung-galaxy-z', sku: 'SM-F741',
    short: 'A pocketable foldable with a 3.4" FlexWindow and a 50 MP camera.',
    picture: 'phone-violet', options: [['Color', ['Silver Shadow', 'Mint']]],
    price: [149_999, 139_999], stock: 6, trending: true, tags: ['5g'],
  },
  {
    slug: 'apple-iphone-16-pro', name: 'Apple iPhone 16 Pro', category: 'iphones', brand: 'apple', series: 'apple-iphone', sku: 'IP16P',
    short: 'A18 Pro chip, Camera Control and a 48 MP Fusion camera in a titanium design.',
    specs: [['Display', 'Size', '6.3 in'], ['Performance', 'Chip', 'A18 Pro'], ['Camera', 'Main', '48 MP Fusion']],
    picture: 'phone-slate', options: [['Color', ['Black Titanium', 'Desert Titanium']], ['Storage', ['128 GB', '256 GB']]],
    price: [184_900, 184_900], extra: { '256 GB': 20_000 }, stock: [7, 5, 4, 6], featured: true, trending: true, tags: ['5g'],
  },
  {
    slug: 'apple-iphone-16', name: 'Apple iPhone 16', category: 'iphones', brand: 'apple', series: 'apple-iphone', sku: 'IP16',
    short: 'A18 chip, Camera Control and the Action button, in five bold colours.',
    picture: 'phone-blue', options: [['Color', ['Black', 'Ultramarine']]],
    price: [139_900, 139_900], stock: [3, 2], stockStatus: 'low_stock', tags: ['5g'],
  },
  {
    slug: 'apple-iphone-13-refurbished', name: 'Apple iPhone 13 (Refurbished, 128 GB)', category: 'iphones', brand: 'apple', series: 'apple-iphone', sku: 'IP13-RF',
    short: 'Certified refurbished: new battery, tested parts, six-month warranty. Sold by link only.',
    picture: 'phone-violet', price: [74_900, 62_900], stock: 4, status: 'unlisted', tags: ['refurbished', 'eco-friendly'],
  },
  {
    slug: 'xiaomi-redmi-note-14-pro-5g', name: 'Xiaomi Redmi Note 14 Pro 5G', category: 'android-phones', brand: 'xiaomi', series: 'xiaomi-redmi-note', sku: 'RN14P',
    short: '200 MP camera, 1.5K curved AMOLED and 45 W charging for a mid-range price.',
    picture: 'phone-blue', options: [['Color', ['Midnight Black', 'Ocean Blue']], ['Storage', ['256 GB']]],
    price: [44_999, 41_999], stock: 25, bestSeller: true, tags: ['5g', 'bestseller', 'student-deal'],
  },
  {
    slug: 'xiaomi-15', name: 'Xiaomi 15', category: 'android-phones', brand: 'xiaomi', series: 'xiaomi-flagship', sku: 'XM15',
    short: 'Leica optics and Snapdragon 8 Elite in a compact body. Pre-order now, ships next month.',
    picture: 'phone-slate', options: [['Color', ['Black', 'White']], ['Storage', ['512 GB']]],
    price: [124_999, 124_999], stock: 0, stockStatus: 'pre_order', newArrival: true, tags: ['5g', 'new-arrival'],
  },
  {
    slug: 'samsung-galaxy-tab-s10-fe', name: 'Samsung Galaxy Tab S10 FE', category: 'android-tablets', brand: 'samsung', series: 'samsung-galaxy-tab', sku: 'SM-X520',
    short: '10.9" display, S Pen in the box and IP68 for a tablet that goes anywhere.',
    picture: 'tablet', price: [69_999, 64_999], stock: 9, tags: ['student-deal'],
  },
  {
    slug: 'apple-ipad-air-11-m3', name: 'Apple iPad Air 11" (M3)', category: 'ipads', brand: 'apple', series: 'apple-ipad', sku: 'IPAD-AIR11',
    short: 'The M3 chip in a thin, light iPad Air with Apple Pencil Pro support.',
    picture: 'tablet', options: [['Storage', ['128 GB', '256 GB']]],
    price: [99_900, 99_900], extra: { '256 GB': 15_000 }, stock: [6, 4], newArrival: true, tags: ['new-arrival'],
  },
  {
    slug: 'xiaomi-redmi-pad-pro', name: 'Xiaomi Redmi Pad Pro', category: 'android-tablets', brand: 'xiaomi', series: 'xiaomi-redmi-pad', sku: 'RPAD-PRO',
    short: '12.1" 2.5K display and a 10,000 mAh battery for films and notes.',
    picture: 'tablet', price: [39_999, 36_999], stock: 14, tags: ['student-deal'],
  },
  {
    slug: 'apple-macbook-air-13-m4', name: 'Apple MacBook Air 13" (M4)', category: 'ultrabooks', brand: 'apple', series: 'apple-macbook-air', sku: 'MBA13-M4',
    short: 'The M4 chip, 16 GB memory and up to 18 hours of battery in 1.24 kg.',
    specs: [['Performance', 'Chip', 'Apple M4'], ['Performance', 'Memory', '16 GB'], ['Display', 'Size', '13.6 in Liquid Retina']],
    picture: 'laptop', options: [['Color', ['Midnight', 'Sky Blue']], ['Storage', ['256 GB', '512 GB']]],
    price: [164_900, 159_900], extra: { '512 GB': 30_000 }, stock: [5, 3, 4, 2], featured: true, tags: ['student-deal', 'new-arrival'],
  },
  {
    slug: 'apple-macbook-pro-14-m4-pro', name: 'Apple MacBook Pro 14" (M4 Pro)', category: 'business-laptops', brand: 'apple', series: 'apple-macbook-pro', sku: 'MBP14-M4P',
    short: 'M4 Pro, 24 GB memory and a Liquid Retina XDR display for demanding work.',
    picture: 'laptop', price: [299_900, 299_900], stock: 3,
  },
  {
    slug: 'dell-xps-13-9350', name: 'Dell XPS 13 (9350)', category: 'ultrabooks', brand: 'dell', series: 'dell-xps', sku: 'XPS13-9350',
    short: 'Intel Core Ultra 7, 13.4" OLED touch and an edge-to-edge keyboard.',
    picture: 'laptop', price: [219_990, 199_990], stock: 4, trending: true,
  },
  {
    slug: 'dell-latitude-7450', name: 'Dell Latitude 7450', category: 'business-laptops', brand: 'dell', series: 'dell-latitude', sku: 'LAT-7450',
    short: 'A business laptop with Core Ultra, a 14" display and all-day battery.',
    picture: 'laptop', price: [179_990, 169_990], stock: 7,
  },
  {
    slug: 'dell-alienware-m16-r2', name: 'Dell Alienware m16 R2', category: 'gaming-laptops', brand: 'dell', series: 'dell-alienware', sku: 'AW-M16R2',
    short: 'RTX 4070, a 240 Hz QHD+ panel and Alienware cooling. Sold out: more are on the way.',
    picture: 'laptop-gaming', price: [349_990, 339_990], stock: 0, stockStatus: 'out_of_stock', tags: ['gaming', 'limited-edition'],
  },
  {
    slug: 'lenovo-thinkpad-x1-carbon-gen-12', name: 'Lenovo ThinkPad X1 Carbon Gen 12', category: 'business-laptops', brand: 'lenovo', series: 'lenovo-thinkpad', sku: 'TP-X1C12',
    short: 'Under 1.1 kg of carbon fibre with the ThinkPad keyboard and Core Ultra 7.',
    picture: 'laptop', price: [289_990, 279_990], stock: 3,
  },
  {
    slug: 'lenovo-legion-5i-gen-9', name: 'Lenovo Legion 5i Gen 9', category: 'gaming-laptops', brand: 'lenovo', series: 'lenovo-legion', sku: 'LGN-5I9',
    short: 'Core i7-14650HX, RTX 4060 and a 165 Hz 2.5K display.',
    picture: 'laptop-gaming', options: [['Memory', ['16 GB', '32 GB']]],
    price: [189_990, 174_990], extra: { '32 GB': 15_000 }, stock: [6, 3], trending: true, tags: ['gaming'],
  },
  {
    slug: 'lenovo-yoga-slim-7i', name: 'Lenovo Yoga Slim 7i', category: 'ultrabooks', brand: 'lenovo', series: 'lenovo-yoga', sku: 'YOGA-S7I',
    short: 'A slim 14" OLED laptop for work and travel (coming soon: not yet on sale).',
    picture: 'laptop', price: [139_990, 134_990], stock: 0, status: 'draft',
  },
  {
    slug: 'sony-wh-1000xm5', name: 'Sony WH-1000XM5', category: 'noise-cancelling-headphones', brand: 'sony', series: 'sony-wh-1000x', sku: 'WH1000XM5',
    short: 'Industry-leading noise cancelling, 30 hours of battery and crystal-clear calls.',
    specs: [['Audio', 'Driver', '30 mm'], ['Battery', 'Playback', 'Up to 30 h'], ['Connectivity', 'Bluetooth', '5.2, multipoint']],
    picture: 'headphones', options: [['Color', ['Black', 'Silver']]],
    price: [54_990, 47_990], stock: [12, 8], bestSeller: true, tags: ['noise-cancelling', 'wireless', 'bestseller'],
  },
  {
    slug: 'apple-airpods-pro-2', name: 'Apple AirPods Pro 2 (USB-C)', category: 'true-wireless-earbuds', brand: 'apple', series: 'apple-airpods', sku: 'APP2-USBC',
    short: 'Active noise cancellation, Adaptive Audio and a USB-C MagSafe case.',
    picture: 'earbuds', price: [37_900, 34_900], stock: 4, stockStatus: 'low_stock', tags: ['noise-cancelling', 'wireless'],
  },
  {
    slug: 'samsung-galaxy-buds3-pro', name: 'Samsung Galaxy Buds3 Pro', category: 'true-wireless-earbuds', brand: 'samsung', sku: 'SM-R630',
    short: 'Blade-light design, adaptive noise control and 24-bit Hi-Fi sound.',
    picture: 'earbuds', options: [['Color', ['Silver', 'White']]],
    price: [32_999, 29_999], stock: 10, tags: ['wireless'],
  },
  {
    slug: 'sony-ult-field-1', name: 'Sony ULT Field 1 Bluetooth Speaker', category: 'bluetooth-speakers', brand: 'sony', sku: 'SRS-ULT10',
    short: 'Deep ULT bass, IP67 and 12 hours of battery in a speaker you can clip on.',
    picture: 'speaker', options: [['Color', ['Black', 'Forest Gray', 'Orange']]],
    price: [16_990, 14_990], stock: 15, tags: ['wireless'],
  },
  {
    slug: 'samsung-hw-q800d-soundbar', name: 'Samsung HW-Q800D Soundbar', category: 'soundbars', brand: 'samsung', sku: 'HW-Q800D',
    short: '5.1.2 channels with Dolby Atmos and a wireless subwoofer.',
    picture: 'speaker', price: [109_999, 94_999], stock: 5,
  },
  {
    slug: 'sony-bravia-7-mini-led', name: 'Sony Bravia 7 Mini LED TV', category: 'smart-tvs', brand: 'sony', series: 'sony-bravia', sku: 'K-BRAVIA7',
    short: 'Mini LED brightness, XR processing and Google TV.',
    specs: [['Display', 'Panel', 'Mini LED, 4K HDR'], ['Smart', 'Platform', 'Google TV']],
    picture: 'tv', options: [['Screen Size', ['55 in', '65 in']]],
    price: [229_990, 214_990], extra: { '65 in': 70_000 }, stock: [4, 2], featured: true,
  },
  {
    slug: 'samsung-65-oled-s90d', name: 'Samsung 65" OLED S90D', category: 'oled-tvs', brand: 'samsung', sku: 'QA65S90D',
    short: 'OLED contrast, 144 Hz for gaming and the NQ4 AI processor.',
    picture: 'tv', price: [379_999, 349_999], stock: 2, tags: ['gaming'],
  },
  {
    slug: 'xiaomi-tv-a-pro-43', name: 'Xiaomi TV A Pro 43"', category: 'smart-tvs', brand: 'xiaomi', sku: 'XTV-AP43',
    short: '4K QLED with Dolby Audio and Google TV, the easy first smart TV.',
    picture: 'tv', price: [49_999, 44_999], stock: 18, bestSeller: true, tags: ['bestseller'],
  },
  {
    slug: 'sony-alpha-7-iv-body', name: 'Sony Alpha 7 IV (Body)', category: 'mirrorless-cameras', brand: 'sony', series: 'sony-alpha', sku: 'ILCE-7M4',
    short: '33 MP full frame, real-time tracking autofocus and 4K 60p video.',
    picture: 'camera', price: [309_990, 299_990], stock: 0, stockStatus: 'out_of_stock',
  },
  {
    slug: 'samsung-galaxy-watch7', name: 'Samsung Galaxy Watch7', category: 'smartwatches', brand: 'samsung', series: 'samsung-galaxy-watch', sku: 'SM-L310',
    short: 'Energy score, sleep coaching and dual-frequency GPS.',
    picture: 'watch', options: [['Case Size', ['40 mm', '44 mm']]],
    price: [39_999, 36_999], extra: { '44 mm': 3_000 }, stock: [5, 7], newArrival: true, tags: ['new-arrival'],
  },
  {
    slug: 'xiaomi-smart-band-9', name: 'Xiaomi Smart Band 9', category: 'fitness-trackers', brand: 'xiaomi', sku: 'XSB9',
    short: 'A 21-day battery, 150 workout modes and a bright AMOLED screen.',
    picture: 'watch', price: [6_999, 5_999], stock: 40, bestSeller: true, tags: ['bestseller', 'student-deal'],
  },
  {
    slug: 'sony-playstation-5-slim', name: 'Sony PlayStation 5 Slim', category: 'consoles', brand: 'sony', series: 'sony-playstation', sku: 'CFI-2000',
    short: 'Lightning-fast loading, haptic feedback and a 1 TB SSD.',
    picture: 'gamepad', options: [['Edition', ['Disc', 'Digital']]],
    price: [84_990, 84_990], extra: { Digital: -10_000 }, stock: [9, 6], featured: true, trending: true, tags: ['gaming'],
  },
  {
    slug: 'sony-dualsense-wireless-controller', name: 'Sony DualSense Wireless Controller', category: 'controllers', brand: 'sony', series: 'sony-playstation', sku: 'CFI-ZCT1',
    short: 'Haptic feedback and adaptive triggers for PlayStation 5.',
    picture: 'gamepad', options: [['Color', ['White', 'Midnight Black', 'Cosmic Red']]],
    price: [10_990, 9_490], stock: [15, 10, 3], tags: ['gaming', 'wireless'],
  },
  {
    slug: 'xiaomi-power-bank-20000', name: 'Xiaomi 20000mAh Power Bank (33 W)', category: 'power-banks', brand: 'xiaomi', sku: 'XPB-20K',
    short: 'Charges a phone four times over, with USB-C in and out.',
    picture: 'power-bank', price: [3_999, 3_299], stock: 50, tags: ['eco-friendly'],
  },
];
