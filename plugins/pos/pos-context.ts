import { counterProductSearch, type CounterProduct } from '../products/index.js';
import { searchCustomers } from '../accounts/index.js';
import { completeSale } from './completion.js';
import { saleDrafting } from './sale-drafting.js';
import { SalesService } from './sales.service.js';

/** The POS plugin's services: the routes, the panel's counter screen and its demo call these. */
export const pos = {
  sales: new SalesService(),
  drafting: saleDrafting,
  complete: completeSale,
  lookup: {
    /** customers by prefix of email, phone or name (walk-ins included), at most 20 */
    async customers(q: string) {
      return (await searchCustomers(q, 20)).map(({ id, name, email, phone }) => ({ id, name, email, phone }));
    },
    /** products on sale by exact SKU first, then name prefix, at most 20, each variant priced now */
    products: (q: string): Promise<CounterProduct[]> => counterProductSearch(q, 20),
  },
};
