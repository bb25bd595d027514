import { definePlugin } from '../../core/plugin.js';

export default definePlugin({ name: 'content', requires: ['accounts', 'seo'] });
