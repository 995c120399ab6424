import { buildCategories, type Category } from './categories';
import { createCatalog, type MockProduct } from './catalog';
import { createContent, type Content } from './content';
import { priceTiers, spotAsk, unitPriceFor } from './pricing';
import { createSpotMarket, type SpotMarket } from './spot';
import { seedState, type MutableState } from './state';

export const DEFAULT_SEED = 20261121;
/** Bump when the shape of MutableState changes, so old saved state is dropped. */
export const STATE_VERSION = 5;

export interface MockDb {
  seed: number;
  catalog: MockProduct[];
  product(id: number): MockProduct | undefined;
  market: SpotMarket;
  categories: Map<string, Category>;
  content: Content;
  state: MutableState;
  now(): Date;
  /** Unit price of a product for a quantity from its first stock option, at current spot. */
  priceOf(p: MockProduct, quantity: number): number;
}

export interface DbOptions {
  seed?: number;
  /** Clock for tests; the spot feed ticks with it. */
  now?: () => Date;
  /** Saved state (from the browser), used when it was saved by the same seed and version. */
  saved?: { seed: number; version: number; state: MutableState } | null;
}

export function createDb(options: DbOptions = {}): MockDb {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? (() => new Date());
  const start = now();
  const today = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  const catalog = createCatalog(seed);
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const market = createSpotMarket(seed, today);
  const priceOf = (p: MockProduct, quantity: number) =>
    unitPriceFor(priceTiers(p, spotAsk(p, market, now())), quantity, p.stock[0]?.stockName ?? 'in stock');
  const saved = options.saved;
  const state = saved && saved.seed === seed && saved.version === STATE_VERSION ? saved.state : seedState(seed, catalog, start, priceOf);
  return {
    seed,
    catalog,
    product: (id) => byId.get(id),
    market,
    categories: buildCategories(),
    content: createContent(seed, catalog, start),
    state,
    now,
    priceOf,
  };
}

export function snapshot(db: MockDb): { seed: number; version: number; state: MutableState } {
  return { seed: db.seed, version: STATE_VERSION, state: db.state };
}
