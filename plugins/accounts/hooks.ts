import { defineHook } from '../../core/hooks/index.js';
import type { PanelAnswer } from '../../core/panel/sections.js';

/**
 * What other areas show on a customer's page in the panel (orders, addresses, cart, checkouts, payments), as tables
 * with links (core/panel/sections.ts). A handler that fails is logged; the page shows the others.
 */
export const ACCOUNTS_CUSTOMER_PANEL = defineHook<{ customerId: string }, PanelAnswer>('accounts.customer-panel', { onFailure: 'log' });
