import { definePlugin } from '../../core/plugin.js';

export { seo, type SeoView, type SeoLookup } from './seo-context.js';

export default definePlugin({ name: 'seo', requires: ['accounts'] });
