import express, { type Router } from 'express';
import request from 'supertest';
import { indexedRoutes, requestKeyOf, routeKeyOf } from '../../core/http/route-index.js';

describe('route index (core/http/route-index.ts)', () => {
  it('keys a route by its leading literal segments, at most three, lower case', () => {
    expect(routeKeyOf('/api/admin/roles/:id')).toBe('api/admin/roles');
    expect(routeKeyOf('/api/orders/:id/refunds')).toBe('api/orders');
    expect(routeKeyOf('/api/Mobile/products/')).toBe('api/mobile/products');
    expect(routeKeyOf('/healthz')).toBe('healthz');
    expect(routeKeyOf('/:anything')).toBeNull();
    expect(routeKeyOf('/api/files/*key')).toBe('api/files');
    expect(routeKeyOf(/^\/x/)).toBeNull();
    expect(requestKeyOf('/api/admin/roles/019?x=1')).toBe('api/admin/roles');
    expect(requestKeyOf('/API/orders/')).toBe('api/orders');
    expect(requestKeyOf('/healthz?x')).toBe('healthz');
  });

  // the same routes on a plain router and through the index: every request must get the same answer
  const routes = (r: Router) => {
    const say =
      (what: string) =>
      (req: express.Request, res: express.Response): void => {
        res.json({ what, params: req.params });
      };
    r.get('/api/mobile/products/search', say('search'));
    r.get('/api/mobile/products/:slug', say('detail'));
    r.get('/api/:area/anything', say('early parameter'));
    r.get('/api/mobile/products/:slug/reviews', say('reviews'));
    r.post('/api/mobile/products/:slug', say('post detail'));
    r.get('/api/orders', say('orders'));
    r.get('/api/orders/:id', say('order'));
    r.get('/healthz', say('health'));
    r.get('/api/mobile/skip/:id', (req, res, next) => (req.params.id === 'next' ? next() : say('skip')(req, res)));
    r.get('/api/mobile/skip/:id', say('after skip'));
  };
  const plain = express();
  const direct = express.Router();
  routes(direct);
  plain.use(direct);
  plain.use((_req, res) => void res.status(404).json({ what: 'none' }));
  const indexed = express();
  const viaIndex = express.Router();
  routes(viaIndex);
  indexed.use(indexedRoutes(viaIndex));
  indexed.use((_req, res) => void res.status(404).json({ what: 'none' }));

  it.each([
    ['GET', '/api/mobile/products/search'],
    ['GET', '/api/mobile/products/search/'],
    ['GET', '/API/Mobile/Products/phone-1?x=1'],
    ['GET', '/api/mobile/products/phone%201'],
    ['GET', '/api/mobile/products/phone-1/reviews'],
    ['POST', '/api/mobile/products/phone-1'],
    ['HEAD', '/api/mobile/products/phone-1'],
    ['GET', '/api/mobile/anything'],
    ['GET', '/api/orders'],
    ['GET', '/api/orders/'],
    ['GET', '/api/orders/42'],
    ['GET', '/api/orders/42/x'],
    ['GET', '/api//orders'],
    ['GET', '/healthz'],
    ['GET', '/api/mobile/skip/next'],
    ['GET', '/api/mobile/skip/here'],
    ['GET', '/nowhere/at/all/deep'],
    ['GET', '/api/mobile/products/%E0%A4'],
  ])('%s %s answers as the plain router does', async (method, path) => {
    const call = (app: express.Application) => (request(app) as any)[method.toLowerCase()](path);
    const [a, b] = await Promise.all([call(plain), call(indexed)]);
    expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
  });

  it('finds the route a request would take first, with its parameters', () => {
    const r = express.Router();
    routes(r);
    const index = indexedRoutes(r);
    expect(index.firstRoute('/api/mobile/products/search', 'GET')?.route).toBe((r as any).stack[0].route);
    expect(index.firstRoute('/api/mobile/products/x%20y', 'GET')).toMatchObject({ route: (r as any).stack[1].route, params: { slug: 'x y' } });
    expect(index.firstRoute('/api/mobile/products/x', 'HEAD')?.route).toBe((r as any).stack[1].route);
    expect(index.firstRoute('/api/mobile/products/x', 'DELETE')).toBeUndefined();
    expect(index.firstRoute('/api/mobile/products/%E0%A4', 'GET')).toBeUndefined();
  });
});
