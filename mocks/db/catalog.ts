import { SUPPLIES_CATEGORIES, JEWELRY_TYPES } from '@/domain/catalog/menu-tree';
import { DESIGNS, JEWELRY_ITEMS, SUPPLIES_ITEMS, ouncesOf, type Kind, type MetalName } from './catalog-data';
import { createRandom, type Random } from './random';

export type StockName = 'in stock' | 'presale' | 'preorder' | 'out of stock' | 'coming soon' | 'Impaired';
export type ProductType = Kind | 'Jewelry' | 'Supplies';

export interface StockOption {
  stockName: StockName;
  qty: number;
}

/** A product as the mock backend keeps it; prices are derived from spot when served. */
export interface MockProduct {
  id: number;
  name: string;
  slug: string;
  metal: MetalName;
  productType: ProductType;
  ounces: number;
  weightLabel: string;
  mint: string;
  year: number | null;
  /** Dollars over spot per troy ounce (bullion), or craftsmanship (jewelry). */
  premiumPerOz: number;
  /** Fixed price for supplies (no metal content). */
  fixedPrice?: number;
  stock: StockOption[];
  isNew: boolean;
  isBestSeller: boolean;
  isIraApproved: boolean;
  isHoliday: boolean;
  isDeal: boolean;
  isClearance: boolean;
  atSpot: boolean;
  isImpaired: boolean;
  movieTheme: boolean;
  lot: 'tube' | 'monster-box' | 'lot' | null;
  jewelry?: { type: string; subtype: string };
  suppliesCategory?: string;
  sizes: string[];
  /** Sale event: percent off while it runs. */
  sale?: { id: number; discountPercent: number; endsAt: string };
  ribbon: string | null;
  /** Units sold, for best-selling sort. */
  sold: number;
  /** Days since it was listed, for newest sort. */
  listedDaysAgo: number;
  description: string;
}

/** The most of an at-spot offer one order may hold: the dealer sells those near cost, to many customers. */
export const AT_SPOT_LIMIT = 10;

/** The most units of a product one order may hold, or null when only its stock limits it. */
export const purchaseLimitOf = (p: MockProduct): number | null => (p.atSpot ? AT_SPOT_LIMIT : null);

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\//g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function stockFor(rng: Random, year: number | null): StockOption[] {
  if (year === 2026 && rng.chance(0.5)) return [{ stockName: 'presale', qty: rng.int(50, 500) }];
  const roll = rng.next();
  if (roll < 0.06) return [{ stockName: 'out of stock', qty: 0 }];
  if (roll < 0.1) return [{ stockName: 'coming soon', qty: 0 }];
  const options: StockOption[] = [{ stockName: 'in stock', qty: rng.int(8, 900) }];
  if (rng.chance(0.25)) options.push({ stockName: 'preorder', qty: rng.int(100, 2000) });
  return options;
}

const describe = (p: Pick<MockProduct, 'name' | 'metal' | 'mint' | 'weightLabel' | 'productType'>) =>
  p.productType === 'Jewelry'
    ? `${p.name}, crafted in ${p.metal.toLowerCase()} and priced with its metal content at live spot.`
    : p.productType === 'Supplies'
      ? `${p.name} to store and protect your bullion.`
      : `${p.name}: ${p.weightLabel} of fine ${p.metal.toLowerCase()} from ${p.mint}, priced live off the spot market and shipped fully insured.`;

/**
 * The whole catalog, deterministic for a seed. Ids: silver 2001+, gold 3001+, platinum 4001+, palladium 4501+,
 * copper 5001+, jewelry 6001+, supplies 7001+.
 */
export function createCatalog(seed: number): MockProduct[] {
  const rng = createRandom(seed);
  const products: MockProduct[] = [];
  const nextId: Record<string, number> = {
    Silver: 2001,
    Gold: 3001,
    Platinum: 4001,
    Palladium: 4501,
    Copper: 5001,
    Jewelry: 6001,
    Supplies: 7001,
  };
  const add = (p: Omit<MockProduct, 'id' | 'slug' | 'description' | 'sold' | 'listedDaysAgo'> & { idGroup: string }) => {
    const { idGroup, ...rest } = p;
    const id = nextId[idGroup] ?? 9001;
    nextId[idGroup] = id + 1;
    const product: MockProduct = {
      ...rest,
      id,
      slug: slugify(rest.name),
      description: describe(rest),
      sold: rng.int(0, 5000),
      listedDaysAgo: rest.isNew ? rng.int(1, 45) : rng.int(46, 900),
    };
    if (product.isBestSeller) product.sold += 8000;
    products.push(product);
    return product;
  };
  const flags = (year: number | null) => {
    const isDeal = rng.chance(0.1);
    return {
      isNew: year !== null && year >= 2025 ? rng.chance(0.55) : rng.chance(0.05),
      isBestSeller: rng.chance(0.16),
      isHoliday: rng.chance(0.08),
      isDeal,
      isClearance: rng.chance(0.05),
      sale: isDeal
        ? {
            id: 100 + rng.int(1, 9),
            discountPercent: rng.pick([2, 3, 5]),
            endsAt: new Date(Date.UTC(2026, 11, rng.int(1, 31), 17)).toISOString(),
          }
        : undefined,
    };
  };

  for (const d of DESIGNS) {
    for (const year of d.years) {
      for (const weight of d.weights) {
        const f = flags(year);
        const name = `${year ? `${year} ` : ''}${d.name} ${weight}`;
        add({
          idGroup: d.metal,
          name,
          metal: d.metal,
          productType: d.kind,
          ounces: ouncesOf(weight),
          weightLabel: weight,
          mint: d.mint,
          year,
          premiumPerOz: d.premiumPerOz * (ouncesOf(weight) < 1 ? 1.8 : ouncesOf(weight) >= 10 ? 0.7 : 1),
          stock: stockFor(rng, year),
          ...f,
          isIraApproved: Boolean(d.ira) && d.kind !== 'Round',
          atSpot: false,
          isImpaired: false,
          movieTheme: Boolean(d.movieTheme),
          lot: null,
          sizes: [],
          ribbon: f.isBestSeller ? 'Best Seller' : f.isDeal ? 'Deal' : null,
        });
      }
    }
  }

  // Lots, tubes and monster boxes, at-spot specials and impaired pieces derived from the bullion above.
  const bullion = products.slice();
  const derive = (base: MockProduct, patch: Partial<MockProduct> & { name: string }) =>
    add({
      ...base,
      ...flags(base.year),
      stock: [{ stockName: 'in stock', qty: rng.int(5, 120) }],
      idGroup: base.metal,
      ...patch,
      ribbon: patch.ribbon ?? null,
    });
  for (const b of bullion.filter(
    (p) => p.weightLabel === '1 oz' && p.productType === 'Coin' && p.year === 2025 && ['Silver', 'Gold'].includes(p.metal),
  )) {
    const n = b.metal === 'Silver' ? 20 : 10;
    derive(b, {
      name: `${b.name} Tube (${n} coins)`,
      ounces: b.ounces * n,
      weightLabel: `${n} oz`,
      lot: 'tube',
      premiumPerOz: b.premiumPerOz * 0.95,
    });
    if (b.metal === 'Silver')
      derive(b, {
        name: `${b.name} Monster Box (500 coins)`,
        ounces: b.ounces * 500,
        weightLabel: '500 oz',
        lot: 'monster-box',
        premiumPerOz: b.premiumPerOz * 0.9,
      });
    else
      derive(b, {
        name: `${b.name} Lot (5 coins)`,
        ounces: b.ounces * 5,
        weightLabel: '5 oz',
        lot: 'lot',
        premiumPerOz: b.premiumPerOz * 0.97,
      });
  }
  for (const b of bullion
    .filter((p) => p.weightLabel === '10 oz' && (p.productType === 'Bar' || p.productType === 'Round') && p.metal === 'Silver')
    .slice(0, 4)) {
    derive(b, {
      name: `${b.name} Lot (5 pieces)`,
      ounces: b.ounces * 5,
      weightLabel: '50 oz',
      lot: 'lot',
      premiumPerOz: b.premiumPerOz * 0.95,
    });
  }
  for (const b of bullion.filter((p) => p.weightLabel === '1 oz' && p.productType === 'Bar' && p.metal === 'Gold').slice(0, 3)) {
    derive(b, {
      name: `${b.name} Lot (5 bars)`,
      ounces: b.ounces * 5,
      weightLabel: '5 oz',
      lot: 'lot',
      premiumPerOz: b.premiumPerOz * 0.96,
    });
  }
  const atSpotBase = (metal: string) =>
    bullion.filter((p) => p.weightLabel === '1 oz' && p.productType !== 'Coin' && p.metal === metal).slice(0, 4);
  for (const b of [...atSpotBase('Silver'), ...atSpotBase('Gold')]) {
    derive(b, { name: `${b.name} at Spot (limit ${AT_SPOT_LIMIT})`, atSpot: true, premiumPerOz: 0, isNew: true, ribbon: 'At Spot' });
  }
  for (const b of bullion.filter((p) => p.metal === 'Silver' && p.productType === 'Coin' && p.year === 2024).slice(0, 8)) {
    derive(b, {
      name: `${b.name} (Impaired)`,
      isImpaired: true,
      isIraApproved: false,
      isNew: true,
      premiumPerOz: b.premiumPerOz * 0.5,
      stock: [{ stockName: 'Impaired', qty: rng.int(10, 200) }],
    });
  }

  for (const [key, item] of Object.entries(JEWELRY_ITEMS)) {
    const [type = '', subtype = ''] = key.split('/');
    for (const name of item.names) {
      const f = flags(2025);
      const metal: MetalName = /gold/i.test(name) ? 'Gold' : /silver|sterling/i.test(name) ? 'Silver' : item.metal;
      add({
        idGroup: 'Jewelry',
        name,
        metal,
        productType: 'Jewelry',
        ounces: metal === 'Gold' ? Math.min(item.ounces, 0.2) : item.ounces,
        weightLabel: `${item.ounces} oz`,
        mint: `Bold ${JEWELRY_TYPES[type]?.label ?? 'Jewelry'}`,
        year: null,
        premiumPerOz: item.craft,
        stock: stockFor(rng, null),
        ...f,
        isHoliday: f.isHoliday || rng.chance(0.3),
        isIraApproved: false,
        atSpot: false,
        isImpaired: false,
        movieTheme: false,
        lot: null,
        jewelry: { type, subtype },
        sizes: item.sizes ?? [],
        ribbon: f.isNew ? 'New' : null,
      });
    }
  }

  for (const [category, items] of Object.entries(SUPPLIES_ITEMS)) {
    for (const item of items) {
      add({
        idGroup: 'Supplies',
        name: item.name,
        metal: 'Silver',
        productType: 'Supplies',
        ounces: 0,
        weightLabel: '',
        mint: SUPPLIES_CATEGORIES[category] ?? 'Supplies',
        year: null,
        premiumPerOz: 0,
        fixedPrice: item.price,
        stock: [{ stockName: 'in stock', qty: rng.int(20, 900) }],
        isNew: false,
        isBestSeller: rng.chance(0.2),
        isIraApproved: false,
        isHoliday: category === 'gift-boxes',
        isDeal: false,
        isClearance: false,
        atSpot: false,
        isImpaired: false,
        movieTheme: false,
        lot: null,
        suppliesCategory: category,
        sizes: [],
        ribbon: null,
      });
    }
  }
  return products;
}
