import type { AdminContext, PluginStartContext } from '../../../core/plugin.js';

/** Federated sign-in (customer surface): the parts the accounts manifest spreads into itself. */
export const federated = {
  entities: [] as Function[],
  controllers: [] as Function[],
  admin: (_ctx: AdminContext): unknown[] => [],
  async start(_ctx: PluginStartContext): Promise<void> {},
};
