import { definePlugin } from '../../core/plugin.js';

export default definePlugin({ name: 'catalog', requires: ['accounts'] });
