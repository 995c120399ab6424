import type { components } from '@generated/schema';
import { targetDirection, targetReached } from '@/domain/catalog/watchlist';
import { formatUsd } from '@/domain/money';
import type { MockProduct } from './catalog';
import type { MockDb } from './index';
import { imagePathOf } from './present';
import { priceTiers, spotAsk } from './pricing';

/** A product's price now: its first tier at the current spot ask. */
export const priceNow = (db: MockDb, p: MockProduct): number => priceTiers(p, spotAsk(p, db.market, db.now()))[0]?.discountPrice ?? 0;

/** A product's price at an earlier moment: that day's closing ask, or the quote then for today. */
export function priceThen(db: MockDb, p: MockProduct, at: Date): number {
  const close =
    p.metal === 'Copper'
      ? undefined
      : db.market.closeOn(p.metal.toLowerCase() as 'gold' | 'silver' | 'platinum' | 'palladium', at.toISOString().slice(0, 10));
  return priceTiers(p, close ?? spotAsk(p, db.market, at))[0]?.discountPrice ?? 0;
}

/**
 * The price-alert job: a target the price has reached (from the side it was set on) becomes an inbox message
 * and is cleared. A real backend would run it on every tick of the feed; the mock runs it whenever the
 * customer's watchlist or messages are read, which is when anyone could see the result. True when it changed
 * the state (which the caller then saves).
 */
export function checkTargets(db: MockDb, customerId: number): boolean {
  let changed = false;
  for (const w of db.state.watchlists[customerId] ?? []) {
    const p = w.target ? db.product(w.productId) : undefined;
    if (!w.target || !p) continue;
    const now = priceNow(db, p);
    if (!targetReached(w.target.price, w.target.priceWhenSet, now)) continue;
    const verb = targetDirection(w.target.price, w.target.priceWhenSet) === 'falls' ? 'fallen' : 'risen';
    db.state.messages.unshift({
      customerId,
      id: db.state.nextId++,
      isRead: false,
      isArchive: false,
      invoice: null,
      paymentMethod: null,
      shipDate: null,
      trackingNo: null,
      carrierCode: null,
      createdAt: db.now().toISOString(),
      msgText: `Price alert: ${p.name} has ${verb} to ${formatUsd(now)}, reaching your target of ${formatUsd(w.target.price)}.`,
    });
    w.target = null;
    changed = true;
  }
  return changed;
}

/** The customer's watchlist as the API lists it, each product at its price now and when it was added. */
export function watchlistItems(db: MockDb, customerId: number): components['schemas']['WatchlistList']['data'] {
  return (db.state.watchlists[customerId] ?? []).flatMap((w) => {
    const p = db.product(w.productId);
    if (!p) return [];
    const priceWhenAdded = w.priceWhenAdded ?? priceThen(db, p, new Date(w.addedOn));
    return [
      {
        id: w.id,
        productId: p.id,
        productName: p.name,
        productNameWithHypen: p.slug,
        imagePath: imagePathOf(p),
        price: priceNow(db, p),
        priceWhenAdded,
        stockName: p.stock[0]?.stockName ?? 'out of stock',
        addedOn: w.addedOn,
        targetPrice: w.target?.price ?? null,
      },
    ];
  });
}
