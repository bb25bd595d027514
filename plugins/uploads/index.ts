import { definePlugin } from '../../core/plugin.js';

export default definePlugin({ name: 'uploads', requires: ['accounts'] });
