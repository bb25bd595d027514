import { defineHook } from '../../core/hooks/index.js';
import type { PanelAnswer } from '../../core/panel/sections.js';

/**
 * What other areas show on a checkout session's page in the panel (payments: its payment attempts), as tables
 * with links (core/panel/sections.ts). A handler that fails is logged; the page shows the others.
 */
export const CHECKOUT_SESSION_PANEL = defineHook<{ sessionId: string }, PanelAnswer>('checkout.session-panel', { onFailure: 'log' });
