import type { PluginManifest } from '../core/plugin.js';
import accounts from './accounts/index.js';
import addresses from './addresses/index.js';
import banners from './banners/index.js';
import blog from './blog/index.js';
import cart from './cart/index.js';
import catalog from './catalog/index.js';
import checkout from './checkout/index.js';
import content from './content/index.js';
import emi from './emi/index.js';
import newsletter from './newsletter/index.js';
import orders from './orders/index.js';
import payments from './payments/index.js';
import pos from './pos/index.js';
import products from './products/index.js';
import promotions from './promotions/index.js';
import reviews from './reviews/index.js';
import seo from './seo/index.js';
import shipping from './shipping/index.js';
import uploads from './uploads/index.js';

/** Every plugin that exists, in any order: the loader orders them by `requires`. */
export const availablePlugins: PluginManifest[] = [
  accounts,
  seo,
  uploads,
  content,
  blog,
  catalog,
  products,
  emi,
  shipping,
  addresses,
  newsletter,
  promotions,
  cart,
  banners,
  checkout,
  payments,
  orders,
  pos,
  reviews,
];
