import { definePlugin } from '../../core/plugin.js';

export default definePlugin({ name: 'blog', requires: ['accounts', 'seo'] });
