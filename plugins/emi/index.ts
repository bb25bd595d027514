import { definePlugin } from '../../core/plugin.js';
import { emiAdmin } from './admin.js';
import { emiDemo } from './demo.js';
import { EmiBanksAdminController } from './emi-banks-admin.controller.js';
import { EmiSettingsAdminController } from './emi-settings-admin.controller.js';
import { EmiStorefrontController } from './emi-storefront.controller.js';
import { EmiBank } from './entities/emi-bank.entity.js';
import { EmiRate } from './entities/emi-rate.entity.js';
import { EmiSettings } from './entities/emi-settings.entity.js';
import { EmiTenure } from './entities/emi-tenure.entity.js';
import { emiMigrations } from './migrations/index.js';

// the public surface: the services (panel, demo, other plugins), the error codes and the arithmetic
export { emi } from './emi-context.js';
export { EmiErrors } from './errors.js';
export { emiAmounts, EMI_MAX_PRINCIPAL, type EmiAmounts } from './emi-math.js';

export default definePlugin({
  name: 'emi',
  requires: ['catalog', 'products'],
  references: ['categories', 'products'], // the eligibility lists' foreign keys
  permissions: ['Emi', 'EmiBanks'],
  entities: [EmiSettings, EmiTenure, EmiBank, EmiRate],
  migrations: emiMigrations,
  // /banks/reorder before /banks/{bankId}
  controllers: [EmiSettingsAdminController, EmiBanksAdminController, EmiStorefrontController],
  admin: () => emiAdmin(),
  demo: emiDemo,
});
