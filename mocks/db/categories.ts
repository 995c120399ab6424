import {
  GOLD_BAR_WEIGHTS,
  GOLD_COIN_WEIGHTS,
  JEWELRY_TYPES,
  MINTS,
  SILVER_BAR_WEIGHTS,
  SILVER_COIN_WEIGHTS,
  SILVER_ROUND_WEIGHTS,
  SUPPLIES_CATEGORIES,
} from '@/domain/catalog/menu-tree';
import type { MockProduct } from './catalog';
import { slugify } from './catalog';

export interface Category {
  title: string;
  description: string;
  matches: (p: MockProduct) => boolean;
}

const isBullion = (p: MockProduct) => p.productType === 'Coin' || p.productType === 'Bar' || p.productType === 'Round';
const inStock = (p: MockProduct) => p.stock.some((s) => (s.stockName === 'in stock' || s.stockName === 'Impaired') && s.qty > 0);
const metalIs = (metal: string) => (p: MockProduct) => p.metal === metal && isBullion(p);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Category pages by slug (the page path without its leading slash). */
export function buildCategories(): Map<string, Category> {
  const c = new Map<string, Category>();
  const put = (slug: string, title: string, matches: Category['matches'], description = `${title}, priced live off the spot market.`) =>
    c.set(slug, { title, description, matches });

  put('silver-bullion', 'Silver Bullion', metalIs('Silver'));
  put('gold-bullion', 'Gold Bullion', metalIs('Gold'));
  put('platinum-bullion', 'Platinum and Palladium Bullion', (p) => (p.metal === 'Platinum' || p.metal === 'Palladium') && isBullion(p));
  put('copper', 'Copper Bullion', metalIs('Copper'));
  put('jewelry', 'Jewelry', (p) => p.productType === 'Jewelry');
  put('deals', 'Deals', (p) => p.isDeal || p.isClearance);
  put('best-sellers', 'Best Sellers', (p) => p.isBestSeller);
  put('presale', 'Presale', (p) => p.stock.some((s) => s.stockName === 'presale'));
  put('bullion-in-stock', 'Bullion In Stock', (p) => isBullion(p) && inStock(p));
  put('holiday-gifts', 'Holiday Gifts', (p) => p.isHoliday);
  put('supplies', 'Supplies', (p) => p.productType === 'Supplies');
  put('movietheme', 'Movie-Theme Collectibles', (p) => p.movieTheme);
  put('product/movietheme', 'Movie-Theme Collectibles', (p) => p.movieTheme);
  put(
    'sale/precious-metal-verifier',
    'Precious Metal Verifier',
    (p) => p.name === 'Precious Metal Verifier' || p.suppliesCategory === 'scales-and-magnifiers',
  );
  put('best-sellers/silver', 'Best-Selling Silver', (p) => p.isBestSeller && metalIs('Silver')(p));
  put('best-sellers/gold', 'Best-Selling Gold', (p) => p.isBestSeller && metalIs('Gold')(p));

  for (const [metal, Metal] of [
    ['silver', 'Silver'],
    ['gold', 'Gold'],
  ] as const) {
    const m = metalIs(Metal);
    put(`${metal}/new-arrivals`, `New ${Metal} Arrivals`, (p) => m(p) && p.isNew);
    put(`${metal}/2025-new-arrivals`, `2025 New Arrivals: ${Metal}`, (p) => m(p) && p.year === 2025);
    put(`${metal}/${metal}-at-spot`, `${Metal} at Spot`, (p) => m(p) && p.atSpot);
    put(`${metal}/in-stock`, `In-Stock ${Metal}`, (p) => m(p) && inStock(p));
    put(`${metal}/coin-tubes`, `${Metal} Coin Tubes`, (p) => m(p) && p.lot === 'tube');
    put(`${metal}/ira-approved-${metal}`, `IRA-Approved ${Metal}`, (p) => m(p) && p.isIraApproved);
  }
  put('silver/monster-box', 'Silver Monster Boxes', (p) => p.lot === 'monster-box');
  put('silver/bars-rounds-lots-tubes', 'Silver Bars and Rounds Lots and Tubes', (p) => p.metal === 'Silver' && p.lot !== null);
  put('silver/impaired-silver', 'Impaired Silver', (p) => p.isImpaired);
  put('gold/coin-lot', 'Gold Coin Lots', (p) => p.metal === 'Gold' && p.lot === 'lot' && p.productType === 'Coin');
  put('gold/bars-lot', 'Gold Bar Lots', (p) => p.metal === 'Gold' && p.lot === 'lot' && p.productType === 'Bar');

  const weights: [string, string, 'Coin' | 'Bar' | 'Round', string[]][] = [
    ['silver', 'Silver', 'Coin', SILVER_COIN_WEIGHTS],
    ['silver', 'Silver', 'Bar', SILVER_BAR_WEIGHTS],
    ['silver', 'Silver', 'Round', SILVER_ROUND_WEIGHTS],
    ['gold', 'Gold', 'Coin', GOLD_COIN_WEIGHTS],
    ['gold', 'Gold', 'Bar', GOLD_BAR_WEIGHTS],
  ];
  for (const [metal, Metal, kind, list] of weights) {
    for (const w of list) {
      put(
        `${metal}/${slugify(w)}-${metal}-${kind.toLowerCase()}s`,
        `${w} ${Metal} ${kind}s`,
        (p) => p.metal === Metal && p.productType === kind && p.weightLabel === w && p.lot === null,
      );
    }
  }

  for (const [mint, pages] of Object.entries(MINTS)) {
    for (const [metal, page] of Object.entries(pages)) {
      const Metal = cap(metal);
      put(
        `${metal}/${page}`,
        `${mint} ${Metal}`,
        (p) =>
          p.mint === mint && (metal === 'platinum' ? p.metal === 'Platinum' || p.metal === 'Palladium' : p.metal === Metal) && isBullion(p),
      );
    }
  }
  put('platinum/platinum-coins', 'Platinum Coins', (p) => p.metal === 'Platinum' && p.productType === 'Coin');
  put('platinum/platinum-bars', 'Platinum Bars', (p) => p.metal === 'Platinum' && p.productType === 'Bar');
  put('platinum/palladium', 'Palladium Coins and Bars', metalIs('Palladium'));
  put(
    'platinum/ira-approved-platinum',
    'IRA-Approved Platinum',
    (p) => (p.metal === 'Platinum' || p.metal === 'Palladium') && p.isIraApproved,
  );

  for (const [type, t] of Object.entries(JEWELRY_TYPES)) {
    put(`jewelry/${type}`, t.label, (p) => p.jewelry?.type === type);
    for (const [sub, label] of Object.entries(t.subtypes))
      put(`jewelry/${type}/${sub}`, label, (p) => p.jewelry?.type === type && p.jewelry.subtype === sub);
  }
  for (const [cat, label] of Object.entries(SUPPLIES_CATEGORIES)) {
    put(`supplies-catagory/${cat}`, label, (p) => p.suppliesCategory === cat);
    put(`supplies/${cat}`, label, (p) => p.suppliesCategory === cat);
  }
  return c;
}
