import { SPOT_METALS } from '../db/spot';
import { toSearchProduct } from '../db/present';
import { portfolioFigures } from '../db/holdings';
import type { MockContext, Schemas } from './support';
import { badRequest, customerOf, json, params } from './support';
import type { TagResolvers } from './operations';

const RANGES = { '1M': 30, '3M': 91, '6M': 182, '1Y': 365, '2Y': 730 } as const;

/** The encoded user id of GetSpotPrices is the customer id in base64. */
export function decodeUserId(encoded: string | null): number | null {
  if (!encoded) return null;
  try {
    const n = Number(atob(encoded));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function pricingHandlers(ctx: MockContext): TagResolvers<'Pricing'> {
  const { db } = ctx;
  return {
    getSpotPrices: ({ request }) => {
      const encoded = params(request).get('encodedUserId');
      const userId = decodeUserId(encoded);
      if (encoded && userId === null) return badRequest('encodedUserId is not a valid encoded user id.');
      const now = db.now();
      const pricedAt = db.market.pricedAt(now);
      const q = Object.fromEntries(SPOT_METALS.map((m) => [m, db.market.quoteAt(m, now)])) as Record<
        (typeof SPOT_METALS)[number],
        ReturnType<typeof db.market.quoteAt>
      >;
      // Portfolio figures only for the customer's own token: an encoded id alone reveals nothing.
      const me = customerOf(ctx, request);
      const customer = userId !== null && me && me.customerId === userId ? me : undefined;
      const pnl = customer ? portfolioFigures(db, customer.customerId) : null;
      const data: Schemas['SpotPrice'] = {
        goldAsk: q.gold.ask,
        goldBid: q.gold.bid,
        goldChange: q.gold.change,
        goldChangePercent: q.gold.changePercent,
        silverAsk: q.silver.ask,
        silverBid: q.silver.bid,
        silverChange: q.silver.change,
        silverChangePercent: q.silver.changePercent,
        platinumAsk: q.platinum.ask,
        platinumBid: q.platinum.bid,
        platinumChange: q.platinum.change,
        platinumChangePercent: q.platinum.changePercent,
        palladiumAsk: q.palladium.ask,
        palladiumBid: q.palladium.bid,
        palladiumChange: q.palladium.change,
        palladiumChangePercent: q.palladium.changePercent,
        timestamp: now.toISOString(),
        spotTime: pricedAt.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'short' }) + ' ET',
        activeFeed: 'primary',
        // While the market is closed the quotes are its last ones before it closed: the feed flags them stale.
        areStale: pricedAt !== now,
        pnl: pnl
          ? {
              dayPnlDollar: pnl.dayPnlDollar,
              dayChangePercentage: pnl.dayChangePercentage,
              totalCurrentAssetValue: pnl.totalCurrentAssetValue,
            }
          : null,
      };
      return json<Schemas['SpotPriceResponse']>({ data });
    },

    getSpotPriceHistory: ({ request }) => {
      const metal = params(request).get('metal');
      const range = (params(request).get('range') ?? '1Y') as keyof typeof RANGES;
      if (!metal || !SPOT_METALS.includes(metal as never)) return badRequest('metal must be silver, gold, platinum or palladium.');
      if (!(range in RANGES)) return badRequest('range must be 1M, 3M, 6M, 1Y or 2Y.');
      const points = db.market.history[metal as (typeof SPOT_METALS)[number]].slice(-RANGES[range]);
      return json<Schemas['SpotHistory']>({
        data: { metal: (metal.charAt(0).toUpperCase() + metal.slice(1)) as Schemas['Metal'], points },
      });
    },

    getPriceComparisons: ({ request }) => {
      const date = params(request).get('Date');
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return badRequest('Date is required as YYYY-MM-DD.');
      const data = db.catalog
        .filter((p) => p.isBestSeller && p.productType === 'Coin')
        .slice(0, 8)
        .map((p) => {
          const ours = toSearchProduct(p, db.market, db.now()).lowestPrice ?? 0;
          // Other dealers run 1% to 6% over us, except that Dealer C undercuts us on one product in five.
          const c = p.id % 5 === 0 ? 0.988 : 1.029;
          return {
            productName: p.name,
            ourPrice: ours,
            date,
            competitors: [
              { dealer: 'Dealer A', price: Math.round(ours * 104.2) / 100 },
              { dealer: 'Dealer B', price: Math.round(ours * 106.1) / 100 },
              { dealer: 'Dealer C', price: Math.round(ours * c * 100) / 100 },
            ],
          };
        });
      return json<Schemas['PriceComparisonList']>({ data });
    },
  };
}
