import { definePlugin } from '../../core/plugin.js';

export default definePlugin({ name: 'seo', requires: ['accounts'] });
