import { allMenuHrefs, megaMenus, topLinks } from './menu-tree';

describe('menu tree', () => {
  it('has the mega-menus and top links, in order', () => {
    expect(megaMenus.map((m) => m.label)).toEqual(['Silver', 'Gold', 'Platinum', 'Copper', 'Jewelry', 'Best Seller']);
    expect(topLinks.map((t) => t.label)).toEqual(['Deals', 'Holiday', 'Sell To Us', "Investor's Guide", 'Supplies', 'More']);
    expect(topLinks.find((t) => t.label === 'Sell To Us')?.highlight).toBe(true);
  });

  it('puts "New" badges beside Silver at Spot, Impaired Silver and Gold at Spot only', () => {
    const badged = megaMenus
      .flatMap((m) => m.groups.flatMap((g) => g.links))
      .filter((l) => l.badge === 'New')
      .map((l) => l.label);
    expect(badged).toEqual(['Silver at Spot', 'Impaired Silver', 'Gold at Spot']);
  });

  it('uses the spec’s own page paths for mints and menu targets', () => {
    const hrefs = allMenuHrefs();
    for (const h of [
      '/silver/us-silver-coins',
      '/gold/canadian-gold-coins',
      '/silver-bullion',
      '/gold-bullion',
      '/platinum-bullion',
      '/copper',
      '/jewelry',
      '/deals',
      '/best-sellers',
      '/presale',
      '/sell-to-us',
      '/supplies',
      '/holiday-gifts',
      '/investing-guide/beginners',
      '/investing-guide/taxes-ira',
      '/blogs',
      '/news',
      '/jewelry-blogs',
      '/state-sales-tax',
      '/coupons',
      '/movietheme',
      '/sale/precious-metal-verifier',
      '/services/precious-metals-ira',
      '/silver/ira-approved-silver',
      '/gold/ira-approved-gold',
      '/platinum/ira-approved-platinum',
      '/bullion-in-stock',
    ]) {
      expect(hrefs).toContain(h);
    }
  });

  it('lists every weight the spec names for silver and gold', () => {
    const labels = megaMenus.flatMap((m) => m.groups.flatMap((g) => g.links.map((l) => l.label)));
    for (const l of [
      '1 kilo Coins',
      '100 oz Bars',
      '5 kilo Bars',
      '250 gram Bars',
      '10 oz Rounds',
      '1/10 oz Coins',
      '2.5 gram Bars',
      '1 kilo Bars',
    ])
      expect(labels).toContain(l);
  });

  it('gives every link a unique id and a site-relative href', () => {
    const links = megaMenus.flatMap((m) => m.groups.flatMap((g) => g.links));
    expect(new Set(links.map((l) => l.id)).size).toBe(links.length);
    expect(allMenuHrefs().every((h) => /^\/[a-z0-9/-]+$/.test(h))).toBe(true);
  });
});
