import { listQueryOf } from '../../admin/dashboard.js';
import { kathmanduToday } from '../../core/panel/date-range.js';
import type { TestApp } from '../support/app.js';
import { login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, listOf, panelAdminWith, panelLogin, type Agent } from './support/panel.js';

/*
 * The shop owner's tiles on the home page (GET /admin/api/dashboard): today's and what waits first, each linking to
 * its list with the filters that give its number. With demo data in Chromium: dashboard-browser.test.ts.
 */

describe('the Kathmandu day and the list links', () => {
  it('names the Kathmandu day of an instant (UTC+05:45) and the instants it spans', () => {
    expect(kathmanduToday(new Date('2026-11-28T18:14:59.999Z'))).toEqual({
      day: '2026-11-28',
      start: new Date('2026-11-27T18:15:00.000Z'),
      end: new Date('2026-11-28T18:15:00.000Z'),
    });
    expect(kathmanduToday(new Date('2026-11-28T18:15:00.000Z')).day).toBe('2026-11-29');
    expect(kathmanduToday(new Date('2027-01-01T00:00:00.000Z')).day).toBe('2027-01-01');
  });

  it("writes AdminJS's list query: a value, or a range as ~~from and ~~to", () => {
    expect(listQueryOf(undefined)).toBe('');
    expect(listQueryOf({ status: 'created', fulfilmentType: 'delivery' })).toBe('?filters.status=created&filters.fulfilmentType=delivery');
    expect(listQueryOf({ createdAt: { from: '2026-11-28', to: '2026-11-28' } })).toBe('?filters.createdAt~~from=2026-11-28&filters.createdAt~~to=2026-11-28');
    expect(listQueryOf({ customer: 'a&b c' })).toBe('?filters.customer=a%26b%20c');
  });
});

describe('tiles on the home page', () => {
  let t: TestApp;
  let root: string;
  let su: Agent;
  beforeAll(async () => {
    t = await bootWithPanel();
    root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => t?.close());

  const dashboard = async (agent: Agent) => (await agent.get('/admin/api/dashboard').expect(200)).body;

  it('puts today and what waits first, in that order, each with what it counts and the list it opens', async () => {
    const { day } = kathmanduToday(new Date());
    const counts = (await dashboard(su)).counts;
    const head = counts.filter((c: any) => c.group);
    expect(head).toEqual([
      {
        label: 'Orders today',
        value: 0,
        group: 'today',
        hint: 'since midnight, Kathmandu',
        href: `/admin/resources/Orders?filters.createdAt~~from=${day}&filters.createdAt~~to=${day}`,
      },
      {
        label: 'Sales today',
        value: 0,
        display: 'Rs 0.00',
        group: 'today',
        hint: "today's orders, cancelled ones left out",
        href: `/admin/resources/Orders?filters.createdAt~~from=${day}&filters.createdAt~~to=${day}`,
      },
      { label: 'To confirm', value: 0, group: 'attention', hint: 'new orders', href: '/admin/resources/Orders?filters.status=created' },
      { label: 'To process', value: 0, group: 'attention', hint: 'confirmed, not started', href: '/admin/resources/Orders?filters.status=confirmed' },
      {
        label: 'To ship',
        value: 0,
        group: 'attention',
        hint: 'in processing, by courier',
        href: '/admin/resources/Orders?filters.status=processing&filters.fulfilmentType=delivery',
      },
      {
        label: 'Cash to collect',
        value: 0,
        group: 'attention',
        hint: 'delivered, cash on delivery',
        href: '/admin/resources/Orders?filters.codState=to_collect',
      },
      {
        label: 'Out of stock',
        value: 0,
        group: 'attention',
        hint: 'variants on sale, none left',
        href: '/admin/resources/ProductVariants?filters.stockLevel=out_of_stock',
      },
      {
        label: 'Low on stock',
        value: 0,
        group: 'attention',
        hint: 'variants at their low-stock threshold',
        href: '/admin/resources/ProductVariants?filters.stockLevel=low_stock',
      },
      {
        label: 'Reviews to moderate',
        value: 0,
        group: 'attention',
        hint: 'edited, back in the queue',
        href: '/admin/resources/Reviews?filters.status=pending',
      },
      {
        label: 'Reports to look at',
        value: 0,
        group: 'attention',
        hint: 'customers flagged a review',
        href: '/admin/resources/ReviewReports?filters.status=open',
      },
      {
        label: 'Payments to reconcile',
        value: 0,
        group: 'attention',
        hint: 'money moved, no sale recorded',
        href: '/admin/resources/ReconciliationQueue',
      },
    ]);
    // then the record counts, as before
    expect(counts.indexOf(head[head.length - 1])).toBe(head.length - 1);
    expect(counts.slice(head.length).every((c: any) => c.group === undefined)).toBe(true);
  });

  it('each link is a list filter the list takes: the same count through the list', async () => {
    for (const c of (await dashboard(su)).counts.filter((x: any) => x.group === 'attention')) {
      const url = new URL(c.href, 'http://panel');
      const resource = url.pathname.split('/').pop()!;
      const listed = await listOf(su, resource, Object.fromEntries(url.searchParams));
      expect({ label: c.label, status: listed.status, total: listed.body.meta.total }).toEqual({ label: c.label, status: 200, total: c.value });
    }
  });

  it('an admin reading orders only sees the orders tiles; one reading products only, the stock tiles', async () => {
    const orders = await panelAdminWith(t, root, ['Orders_READ'], `dash-orders${Date.now()}@bazaar.test`);
    expect((await dashboard(orders)).counts.map((c: any) => c.label)).toEqual([
      'Orders today',
      'Sales today',
      'To confirm',
      'To process',
      'To ship',
      'Cash to collect',
      'Orders',
    ]);
    const stock = await panelAdminWith(t, root, ['Products_READ'], `dash-stock${Date.now()}@bazaar.test`);
    expect((await dashboard(stock)).counts.map((c: any) => c.label)).toEqual(['Out of stock', 'Low on stock', 'Products']);
  });
});
