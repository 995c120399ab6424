// @vitest-environment node
import { allMenuHrefs } from '@/domain/catalog/menu-tree';
import { createDb } from './index';
import { priceTiers, spotAsk } from './pricing';

const fixed = () => new Date('2026-11-21T15:30:00Z');

describe('mock db', () => {
  const db = createDb({ now: fixed });

  it('is deterministic: the same seed gives the same store', () => {
    const again = createDb({ now: fixed });
    expect(again.catalog.map((p) => [p.id, p.name, p.stock])).toEqual(db.catalog.map((p) => [p.id, p.name, p.stock]));
    expect(again.market.quoteAt('silver', fixed())).toEqual(db.market.quoteAt('silver', fixed()));
    expect(createDb({ seed: 7, now: fixed }).catalog.map((p) => p.stock)).not.toEqual(db.catalog.map((p) => p.stock));
  });

  it('has at least 400 products over every metal, type and stock name', () => {
    expect(db.catalog.length).toBeGreaterThanOrEqual(400);
    expect(new Set(db.catalog.map((p) => p.metal))).toEqual(new Set(['Silver', 'Gold', 'Platinum', 'Palladium', 'Copper']));
    expect(new Set(db.catalog.map((p) => p.productType))).toEqual(new Set(['Coin', 'Bar', 'Round', 'Jewelry', 'Supplies']));
    expect(new Set(db.catalog.flatMap((p) => p.stock.map((s) => s.stockName)))).toEqual(
      new Set(['in stock', 'presale', 'preorder', 'out of stock', 'coming soon', 'Impaired']),
    );
    expect(db.catalog.some((p) => p.sizes.length > 0)).toBe(true);
    expect(db.catalog.some((p) => p.isClearance)).toBe(true);
    expect(db.catalog.some((p) => p.sale)).toBe(true);
  });

  it('fills every product menu page of the navigation with products', () => {
    const content = new Set([
      '/sell-to-us',
      '/investing-guide',
      '/investing-guide/beginners',
      '/investing-guide/how-to',
      '/investing-guide/investors',
      '/investing-guide/collectors',
      '/investing-guide/taxes-ira',
      '/blogs',
      '/news',
      '/jewelry-blogs',
      '/coupons',
      '/state-sales-tax',
      '/services/precious-metals-ira',
      '/company/contact-us',
    ]);
    const empty = allMenuHrefs()
      .filter((h) => !content.has(h))
      .filter((h) => {
        const c = db.categories.get(h.slice(1));
        return !c || !db.catalog.some(c.matches);
      });
    expect(empty).toEqual([]);
  });

  it('prices from spot: tiers fall with quantity and move with the metal', () => {
    const p = db.catalog[0];
    if (!p) throw new Error('no product');
    const tiers = priceTiers(p, 30);
    expect(tiers.map((t) => t.floorMin)).toEqual([1, 20, 100]);
    expect(tiers[0]!.price).toBeGreaterThan(tiers[2]!.price);
    expect(priceTiers(p, 40)[0]!.price - tiers[0]!.price).toBeCloseTo(10 * p.ounces, 1);
    expect(spotAsk(p, db.market, fixed())).toBeGreaterThan(20);
  });

  it('keeps two years of daily history and ticks spot every 45 seconds while the market is open', () => {
    expect(db.market.history.gold.length).toBe(730);
    // Wednesday 10:30 in New York.
    const a = db.market.quoteAt('gold', new Date('2026-11-18T15:30:00Z'));
    const same = db.market.quoteAt('gold', new Date('2026-11-18T15:30:30Z'));
    const later = db.market.quoteAt('gold', new Date('2026-11-18T15:31:00Z'));
    expect(same).toEqual(a);
    expect(later.ask).not.toBe(a.ask);
    expect(a.bid).toBeLessThan(a.ask);
  });

  it('holds the last quotes before the close while the market is closed: the weekend and the daily break', () => {
    const friday = db.market.quoteAt('silver', new Date('2026-11-20T21:59:59Z'));
    for (const at of ['2026-11-20T22:00:00Z', '2026-11-21T15:30:00Z', '2026-11-22T22:59:59Z']) {
      expect(db.market.quoteAt('silver', new Date(at)), at).toEqual(friday);
      expect(db.market.pricedAt(new Date(at)).toISOString()).toBe('2026-11-20T21:59:59.999Z');
    }
    expect(db.market.quoteAt('silver', new Date('2026-11-22T23:00:00Z'))).not.toEqual(friday);
    const beforeBreak = db.market.quoteAt('gold', new Date('2026-11-18T21:59:59Z'));
    expect(db.market.quoteAt('gold', new Date('2026-11-18T22:30:00Z'))).toEqual(beforeBreak);
    const open = new Date('2026-11-18T15:30:00Z');
    expect(db.market.pricedAt(open)).toBe(open);
  });

  it('seeds demo customers, orders in every state with all three carriers, and messages', () => {
    const s = db.state;
    expect(s.customers.map((c) => c.emailId)).toContain('demo@boldbullion.test');
    expect(new Set(s.orders.map((o) => o.status))).toEqual(
      new Set(['Pending Payment', 'Payment Received', 'Processing', 'Shipped', 'Delivered', 'Cancelled']),
    );
    expect(new Set(s.orders.map((o) => o.carrierCode).filter(Boolean))).toEqual(new Set(['USPS', 'UPS', 'FedEx']));
    expect(s.messages.some((m) => m.msgText.includes('{invoice}'))).toBe(true);
    expect(s.coupons.map((c) => c.discountType)).toEqual(expect.arrayContaining(['$', '%']));
    expect(db.content.reviews.length).toBeGreaterThanOrEqual(100);
    expect(db.content.stateTax).toHaveLength(51);
  });
});
