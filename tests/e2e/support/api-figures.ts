import type { Page } from '@playwright/test';
import type { paths } from '../../../generated/schema';
import { byCard, cents, type Figure } from './spoken-prices';

// The figures a journey's amounts are held against, asked of the API the page talks to (the served store's,
// its mock standing still at the journey's time) as the shopper: `page.request` carries the page's cookies,
// so "the cart" is theirs. Amounts the store works out from the API's (a card price, a price per ounce, a
// total) are worked out here again by the spec's rules, from the API's figures, never by the store's code.

type Answer<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer J } } };
}
  ? J
  : never;

export async function apiGet<P extends keyof paths>(
  page: Page,
  path: P,
  query: Record<string, string | number> = {},
): Promise<Answer<P, 'get'>> {
  const answer = await page.request.get(path, { params: query, failOnStatusCode: true });
  return (await answer.json()) as Answer<P, 'get'>;
}

export async function apiPost<P extends keyof paths>(page: Page, path: P, body: unknown): Promise<Answer<P, 'post'>> {
  const answer = await page.request.post(path, { data: body, failOnStatusCode: true });
  return (await answer.json()) as Answer<P, 'post'>;
}

/** A call the page's script made, as it was asked and answered. */
export interface Exchange<P extends keyof paths, M extends 'get' | 'post'> {
  /** The JSON body it sent (null for a GET). */
  asked: unknown;
  answer: Answer<P, M>;
}

/**
 * The calls the page's script made and their JSON answers, by path and method, in the order they came: what
 * it showed is from these (a page's call says the page's time to the mock, so after the clock is moved on,
 * only these hold the prices the page had).
 */
export function callsSeen(page: Page): <P extends keyof paths, M extends 'get' | 'post' = 'get'>(path: P, method?: M) => Exchange<P, M>[] {
  const seen: { key: string; asked: unknown; answer?: unknown }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || !response.ok()) return;
    const request = response.request();
    let asked: unknown;
    try {
      asked = request.postDataJSON();
    } catch {
      asked = request.postData();
    }
    const call: (typeof seen)[number] = { key: `${request.method()} ${pathname}`, asked };
    // Kept in order of arrival; the body is read later.
    seen.push(call);
    response.json().then(
      (body: unknown) => (call.answer = body),
      () => undefined,
    );
  });
  return <P extends keyof paths, M extends 'get' | 'post' = 'get'>(path: P, method?: M) =>
    seen
      .filter((call) => call.key === `${(method ?? 'get').toUpperCase()} ${path}` && call.answer !== undefined)
      .map(({ asked, answer }) => ({ asked, answer: answer as Answer<P, M> }));
}

const METALS = ['gold', 'silver', 'platinum', 'palladium'] as const;
export type Spot = Answer<'/api/Pricing/GetSpotPrices', 'get'>['data'];

/** Each metal's ask, bid and change on the day, as the spot tiles and alerts say them. */
export function spotFigures(spot: Spot): Figure[] {
  return METALS.flatMap((metal) => [
    { cents: cents(spot[`${metal}Ask`]), what: `${metal} ask` },
    { cents: cents(spot[`${metal}Bid`]), what: `${metal} bid` },
    { cents: cents(spot[`${metal}Change`]), what: `${metal} change on the day` },
  ]);
}

export const askOf = (spot: Spot, metal: string): number => {
  const key = METALS.find((m) => m === metal.toLowerCase());
  return key ? spot[`${key}Ask`] : 0;
};

type Stock = Answer<'/api/Product/GetProductDetails', 'get'>['data']['stocks'][number];

const range = (t: { floorMin: number; floorMax?: number | null }) =>
  t.floorMax == null ? `${t.floorMin}+` : `${t.floorMin}–${t.floorMax}`;

/**
 * A product's page: each quantity tier of its first stock option by both ways of paying, and for the tier
 * `quantity` falls in, the price of a troy ounce and the premium over the spot ask (eCheck, as the page
 * says them).
 */
export async function productFigures(page: Page, productId: number, quantity: number): Promise<Figure[]> {
  const [{ data: product }, { data: spot }] = await Promise.all([
    apiGet(page, '/api/Product/GetProductDetails', { productId }),
    apiGet(page, '/api/Pricing/GetSpotPrices'),
  ]);
  const stock: Stock | undefined = product.stocks[0];
  const tiers = stock?.floorWithPrices ?? [];
  const figures: Figure[] = tiers.flatMap((t) => [
    { cents: cents(t.discountPrice), method: 'eCheck' as const, what: `${product.name}, ${range(t)}, by eCheck` },
    { cents: byCard(cents(t.discountPrice)), method: 'card' as const, what: `${product.name}, ${range(t)}, by card` },
  ]);
  const tier = tiers.find((t) => quantity >= t.floorMin && (t.floorMax == null || quantity <= t.floorMax));
  const ounces = product.ounces ?? 0;
  if (tier && ounces > 0) {
    const unit = cents(tier.discountPrice);
    figures.push(
      { cents: Math.round(unit / ounces), method: 'eCheck', what: `${product.name}, a troy ounce` },
      { cents: unit - cents(askOf(spot, product.metal ?? '') * ounces), method: 'eCheck', what: `${product.name}, over the spot ask` },
    );
  }
  return figures;
}

/** A listing's card: "As low as" (eCheck), the price of an ounce at that price, and the API's premium over spot. */
export function listingFigures(
  products: readonly { name: string; lowestPrice?: number; ounces?: number; premiumOverSpot?: number }[],
): Figure[] {
  return products.flatMap(({ name, lowestPrice = 0, ounces = 0, premiumOverSpot }) => [
    { cents: cents(lowestPrice), method: 'eCheck' as const, what: `${name}, as low as` },
    ...(ounces > 0 ? [{ cents: Math.round(cents(lowestPrice) / ounces), what: `${name}, an ounce` }] : []),
    ...(premiumOverSpot === undefined ? [] : [{ cents: cents(premiumOverSpot), what: `${name}, over spot` }]),
  ]);
}

/**
 * A guest's cart of these lines, as the API prices them: each line's unit and total by both ways (card on
 * every unit price), the standard shipping for them, and the items and the total by each way.
 */
export async function guestCartFigures(page: Page, lines: readonly { productId: number; quantity: number }[]): Promise<Figure[]> {
  const request = lines.map(({ productId, quantity }) => ({
    productId,
    quantity,
    salesEventId: null,
    discount: 0,
    stockSource: 'Instock',
    size: null,
    selected: true,
    shoppingCartId: null,
  }));
  const [{ data: priced }, { data: quote }] = await Promise.all([
    apiPost(page, '/api/ShoppingCart/GetUpdateShoppingCart', { shoppingCartProductsRequest: request }),
    apiPost(page, '/api/Checkout/GetShippingOptions', {
      state: 'NY',
      zip: '10001',
      country: 'US',
      lines: lines.map(({ productId, quantity }) => ({ productId, quantity, stockSource: 'Instock', selected: true })),
    }),
  ]);
  const figures: Figure[] = [];
  let items = 0;
  let itemsByCard = 0;
  for (const line of priced) {
    const unit = cents(line.price ?? 0);
    const byCardTotal = byCard(unit) * line.quantity;
    items += cents(line.totalPrice ?? 0);
    itemsByCard += byCardTotal;
    figures.push(
      { cents: unit, method: 'eCheck', what: `${line.productName}, each by eCheck` },
      { cents: byCard(unit), method: 'card', what: `${line.productName}, each by card` },
      { cents: cents(line.totalPrice ?? 0), method: 'eCheck', what: `${line.productName}, line total by eCheck` },
      { cents: byCardTotal, method: 'card', what: `${line.productName}, line total by card` },
    );
  }
  const shipping = quote.options.find((o) => o.code === 'standard');
  const shippingCents = shipping ? cents(shipping.charge) : 0;
  figures.push(
    { cents: items, method: 'eCheck', what: 'items by eCheck' },
    { cents: itemsByCard, method: 'card', what: 'items by card' },
    { cents: shippingCents, what: 'standard shipping' },
    { cents: items + shippingCents, method: 'eCheck', what: 'total by eCheck' },
    { cents: itemsByCard + shippingCents, method: 'card', what: 'total by card' },
  );
  return figures;
}

type Seen = ReturnType<typeof callsSeen>;

/**
 * A checkout as its page priced it: each carrier's charge, and for each price lock, its lines by both ways,
 * with the total by each way as the lines at the lock, the carrier `shipping` names and the tax CalculateTax
 * gave on that subtotal; then the order PlaceOrder placed: its lines and its grand total.
 */
export function checkoutFigures(seen: Seen, shipping: string): Figure[] {
  const figures: Figure[] = [];
  const quotes = seen('/api/Checkout/GetShippingOptions', 'post');
  const taxes = seen('/api/Checkout/CalculateTax', 'post');
  for (const { answer } of quotes) {
    for (const o of answer.data.options) figures.push({ cents: cents(o.charge), what: o.label });
  }
  for (const { answer } of seen('/api/Checkout/LockPrices', 'post')) {
    const lock = answer.data;
    const quote = quotes.find(({ asked }) => (asked as { priceLockId?: string }).priceLockId === lock.lockId);
    const option = quote?.answer.data.options.find((o) => o.code === shipping);
    const shippingCents = option ? cents(option.charge) : 0;
    const taxOn = (subtotal: number) => {
      const tax = taxes.find(({ asked }) => {
        const { subTotal, shippingCharges } = asked as { subTotal: number; shippingCharges: number };
        return cents(subTotal) === subtotal && cents(shippingCharges) === shippingCents;
      });
      return tax ? cents(tax.answer.data.tax) : Number.NaN;
    };
    let items = 0;
    let itemsByCard = 0;
    for (const line of lock.lines) {
      const unit = cents(line.unitPrice);
      items += unit * line.quantity;
      itemsByCard += byCard(unit) * line.quantity;
      figures.push(
        { cents: unit, method: 'eCheck', what: `${line.productName} locked at ${lock.lockedAt}, by eCheck` },
        { cents: byCard(unit), method: 'card', what: `${line.productName} locked at ${lock.lockedAt}, by card` },
      );
    }
    figures.push(
      { cents: items + shippingCents + taxOn(items), method: 'eCheck', what: `the order locked at ${lock.lockedAt}, by eCheck` },
      { cents: itemsByCard + shippingCents + taxOn(itemsByCard), method: 'card', what: `the order locked at ${lock.lockedAt}, by card` },
    );
  }
  for (const { answer } of seen('/api/Checkout/PlaceOrder', 'post')) {
    const { order } = answer.data;
    figures.push({ cents: cents(order.grandTotal), what: `order ${order.invoice}, grand total` });
    for (const line of order.lines)
      figures.push({ cents: cents(line.unitPrice), what: `order ${order.invoice}, ${line.productName} each` });
  }
  return figures;
}

/**
 * A portfolio as its page first had it: the totals (assets at our bid, the day's change, the cost, the gain
 * or loss, the holdings at the spot ask of the page's first spot) and each holding's cost and value; a
 * holding added: that day's spot for its metal, and what was paid over it for each.
 */
export function portfolioFigures(seen: Seen, added: { unitPrice: number }): Figure[] {
  const first = seen('/api/Portfolio/CustomerPortFolio', 'post')[0]?.answer.data;
  const spot = seen('/api/Pricing/GetSpotPrices')[0]?.answer.data;
  if (!first || !spot) return [];
  const { totalInvestment, totalCurrentAssetValue, dayPnlDollar } = first.investment;
  const atSpot = Object.entries(first.metalInounces).reduce((sum, [metal, ounces]) => sum + ounces * askOf(spot, metal), 0);
  const figures: Figure[] = [
    { cents: cents(totalCurrentAssetValue), what: 'total assets at our bid' },
    { cents: cents(dayPnlDollar), what: 'the day’s P/L' },
    { cents: cents(totalInvestment), what: 'the cost' },
    { cents: cents(totalCurrentAssetValue) - cents(totalInvestment), what: 'the gain or loss' },
    { cents: cents(atSpot), what: 'the holdings at the spot ask' },
    ...first.productsForPortfolio.flatMap((h) => [
      { cents: cents(h.investment), what: `${h.productName}, cost` },
      { cents: cents(h.currentValue), what: `${h.productName}, at our bid` },
    ]),
  ];
  const product = seen('/api/Product/SearchProductsByKeyword')[0]?.answer.dataList.searchProductsByKW[0];
  for (const { answer } of seen('/api/Portfolio/GetSpotPricesDateWise')) {
    const { spot: daySpot, date, metal } = answer.data;
    figures.push({ cents: cents(daySpot), what: `${metal} spot on ${date}` });
    if (product?.ounces) {
      figures.push({
        cents: cents(added.unitPrice) - cents(product.ounces * daySpot),
        what: `${product.name} at ${added.unitPrice} less ${product.ounces} oz at ${date}’s spot`,
      });
    }
  }
  return figures;
}
