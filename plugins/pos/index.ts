import { definePlugin } from '../../core/plugin.js';
import { posAdmin } from './admin.js';
import { posDemo } from './demo.js';
import { PosSaleEvent } from './entities/pos-sale-event.entity.js';
import { PosSaleLine } from './entities/pos-sale-line.entity.js';
import { PosSale } from './entities/pos-sale.entity.js';
import { posMigrations } from './migrations/index.js';
import { PosController } from './pos.controller.js';

// the public surface: the POS services (the panel's counter screen, tests)
export { pos } from './pos-context.js';
export { PosErrors } from './errors.js';

export default definePlugin({
  name: 'pos',
  requires: ['accounts', 'addresses', 'shipping', 'products', 'cart', 'checkout', 'payments', 'orders'],
  references: ['users', 'product_variants'], // foreign keys of our migrations into these owners' tables
  permissions: ['Pos'],
  entities: [PosSale, PosSaleLine, PosSaleEvent],
  migrations: posMigrations,
  controllers: [PosController],
  admin: () => posAdmin(),
  demo: posDemo,
  demoAfter: ['orders'], // the demo customer's own orders come first
});
