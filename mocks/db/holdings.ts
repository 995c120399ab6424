import type { MockDb } from './index';
import { cents } from './random';
import type { SpotMetal } from './spot';

/** The spot metal a holding's metal is priced by; copper (and anything else) has none. */
export const spotKey = (metal: string): SpotMetal | null =>
  ['gold', 'silver', 'platinum', 'palladium'].includes(metal.toLowerCase()) ? (metal.toLowerCase() as SpotMetal) : null;

/** Value of a customer's holdings: bid now and at yesterday's close, so the header shows total assets and day P/L. */
export function portfolioFigures(db: MockDb, customerId: number) {
  const holdings = db.state.holdings.filter((h) => h.customerId === customerId);
  let now = 0;
  let before = 0;
  let invested = 0;
  for (const h of holdings) {
    const sign = h.transactionType === 'Sell' ? -1 : 1;
    const oz = sign * h.transactionQuantity * h.ouncesPerUnit;
    const key = spotKey(h.metal);
    const bid = key ? db.market.quoteAt(key, db.now()).bid : 0.3;
    const close = key ? (db.market.history[key].at(-1)?.close ?? bid) : 0.3;
    now += oz * bid;
    before += oz * close;
    invested += sign * h.transactionQuantity * h.productUnitPrice;
  }
  return {
    holdings,
    totalCurrentAssetValue: cents(now),
    dayPnlDollar: cents(now - before),
    dayChangePercentage: before ? Math.round(((now - before) / before) * 10000) / 100 : 0,
    totalInvestment: cents(invested),
  };
}
