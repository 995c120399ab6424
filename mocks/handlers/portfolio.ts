import { HttpResponse } from 'msw';
import { textPdf, usd } from '../db/pdf';
import { cents } from '../db/random';
import { portfolioFigures, spotKey } from '../db/holdings';
import type { MockContext, Schemas } from './support';
import { badRequest, intParam, json, notFound, params, readJson, secured, success } from './support';
import type { TagResolvers } from './operations';

type Holding = Schemas['PortfolioHolding'] & { id: number };

export function portfolioHandlers(ctx: MockContext): TagResolvers<'Portfolio'> {
  const { db } = ctx;
  const settingsOf = (customerId: number) => db.state.customers.find((c) => c.customerId === customerId)?.portfolioSettings;
  const checkId = (id: unknown, customerId: number) => id === customerId;

  return {
    customerPortFolio: secured(ctx, async ({ request, customer }) => {
      const q = await readJson<Schemas['PortfolioQuery']>(request);
      if (!q || !checkId(q.customerId, customer.customerId)) return badRequest('customerId must be the signed-in customer.');
      const f = portfolioFigures(db, customer.customerId);
      const hs = f.holdings.filter(
        (h) =>
          (!q.metal || h.metal === q.metal) &&
          (!q.productId || h.productId === q.productId) &&
          (!q.productType || db.product(h.productId)?.productType === q.productType),
      );
      const metalInounces: Record<string, number> = {};
      const byProduct = new Map<number, Schemas['PortfolioProduct']>();
      for (const h of hs) {
        const sign = h.transactionType === 'Sell' ? -1 : 1;
        const oz = sign * h.transactionQuantity * h.ouncesPerUnit;
        metalInounces[h.metal] = Math.round(((metalInounces[h.metal] ?? 0) + oz) * 1000) / 1000;
        const key = spotKey(h.metal);
        const bid = key ? db.market.quoteAt(key, db.now()).bid : 0.3;
        const cur = byProduct.get(h.productId) ?? {
          productId: h.productId,
          productName: h.productName,
          metal: h.metal,
          quantity: 0,
          ounces: 0,
          investment: 0,
          currentValue: 0,
        };
        cur.quantity += sign * h.transactionQuantity;
        cur.ounces = Math.round((cur.ounces + oz) * 1000) / 1000;
        cur.investment = cents(cur.investment + sign * h.transactionQuantity * h.productUnitPrice);
        cur.currentValue = cents(cur.ounces * bid);
        byProduct.set(h.productId, cur);
      }
      const points = Math.min(
        db.market.history.gold.length,
        { Daily: 30, Weekly: 26 * 5, Monthly: 365, Yearly: 730 }[q.frequency ?? 'Monthly'] ?? 365,
      );
      const step = q.frequency === 'Daily' ? 1 : q.frequency === 'Weekly' ? 5 : q.frequency === 'Yearly' ? 30 : 15;
      const chart: Schemas['CandlePoint'][] = [];
      for (let i = db.market.history.gold.length - points; i < db.market.history.gold.length; i += step) {
        const valueAt = (pick: 'open' | 'high' | 'low' | 'close') =>
          cents(
            Object.entries(metalInounces).reduce((s, [metal, oz]) => {
              const key = spotKey(metal);
              return s + oz * (key ? (db.market.history[key][i]?.[pick] ?? 0) : 0.3);
            }, 0),
          );
        chart.push({
          date: db.market.history.gold[i]?.date ?? '',
          open: valueAt('open'),
          high: valueAt('high'),
          low: valueAt('low'),
          close: valueAt('close'),
        });
      }
      return json<Schemas['PortfolioResponse']>({
        success: true,
        data: {
          metalInounces,
          productsForPortfolio: [...byProduct.values()].filter((p) => p.quantity > 0),
          investment: {
            totalInvestment: f.totalInvestment,
            totalCurrentAssetValue: f.totalCurrentAssetValue,
            dayPnlDollar: f.dayPnlDollar,
            dayChangePercentage: f.dayChangePercentage,
          },
          portfolioSettings: settingsOf(customer.customerId) ?? { showPrediction: true, showActualPrice: true, showMetalPrice: true },
          metalCandleChart: chart,
        },
      });
    }),

    updateCustomerPortfolio: secured(ctx, ({ customer }) => {
      const known = new Set(db.state.holdings.filter((h) => h.customerId === customer.customerId).map((h) => h.sourceName));
      let added = 0;
      for (const o of db.state.orders.filter(
        (x) => x.customerId === customer.customerId && (x.status === 'Shipped' || x.status === 'Delivered') && !known.has(x.invoice),
      )) {
        for (const l of o.lines) {
          const p = db.product(l.productId);
          if (!p || p.productType === 'Supplies') continue;
          db.state.holdings.push({
            id: db.state.nextId++,
            customerId: customer.customerId,
            productId: p.id,
            transactionDate: o.orderDate.slice(0, 10),
            transactionQuantity: l.quantity,
            productUnitPrice: l.unitPrice,
            transactionType: 'Buy',
            goldSpot: null,
            silverSpot: null,
            source: 'order',
            sourceName: o.invoice,
            metal: p.metal,
            ouncesPerUnit: p.ounces,
            productName: p.name,
            userSpot: null,
            userPremium: null,
          });
          added++;
        }
      }
      ctx.save();
      return success(added ? `${added} holding(s) added from your orders.` : 'Your portfolio is up to date.');
    }),

    addCustomerHoldings: secured(ctx, async ({ request, customer }) => {
      const list = await readJson<Schemas['PortfolioHolding'][]>(request);
      if (!Array.isArray(list) || list.length === 0) return badRequest('Send at least one holding.');
      for (const h of list) {
        if (h.customerId !== customer.customerId) return badRequest('customerId must be the signed-in customer.');
        if (
          !Number.isInteger(h.transactionQuantity) ||
          h.transactionQuantity < 1 ||
          !(h.productUnitPrice > 0) ||
          !/^\d{4}-\d{2}-\d{2}$/.test(h.transactionDate)
        )
          return badRequest('Each holding needs a date, a quantity of 1 or more and a unit price above 0.');
      }
      list.forEach((h) => db.state.holdings.push({ ...h, id: db.state.nextId++ } as Holding));
      ctx.save();
      return success(`${list.length} holding(s) added.`);
    }),

    removePortfolioProducts: secured(ctx, async ({ request, customer }) => {
      const b = await readJson<Schemas['RemovePortfolioProduct']>(request);
      if (!b || !checkId(b.customerId, customer.customerId) || !b.productId)
        return badRequest('customerId (yours) and productId are required.');
      const before = db.state.holdings.length;
      db.state.holdings = db.state.holdings.filter((h) => !(h.customerId === customer.customerId && h.productId === b.productId));
      if (db.state.holdings.length === before) return notFound('That product is not in your portfolio.');
      ctx.save();
      return success('Removed from your portfolio.');
    }),

    addPortfolioViews: secured(ctx, async ({ request }) => {
      const b = await readJson<Schemas['PortfolioView']>(request);
      if (!b?.viewedFrom || typeof b.isMobile !== 'boolean') return badRequest('viewedFrom and isMobile are required.');
      db.state.views.portfolioViews++;
      return success('View recorded.');
    }),

    addPortfolioCustomerFeedbacks: secured(ctx, async ({ request }) => {
      const b = await readJson<Schemas['PortfolioFeedback']>(request);
      if (!b?.feedBackText?.trim() || !b.feedBackType) return badRequest('Write your feedback and choose its type.');
      db.state.feedback.push(b);
      ctx.save();
      return success('Thanks for your feedback.');
    }),

    addOrUpdateQuarterlyPredictedSpotPrices: secured(ctx, async ({ request, customer }) => {
      const list = await readJson<Schemas['PredictedPrice'][]>(request);
      if (!Array.isArray(list) || list.length === 0 || list.some((p) => !p.dateNTime))
        return badRequest('Send at least one prediction with its date.');
      const mine = (db.state.predictions[customer.customerId] ??= []);
      for (const p of list) {
        const i = mine.findIndex((x) => x.dateNTime === p.dateNTime);
        if (i >= 0) mine[i] = p;
        else mine.push(p);
      }
      mine.sort((a, b) => a.dateNTime.localeCompare(b.dateNTime));
      ctx.save();
      return success('Predictions saved.');
    }),

    updateCustomerPortfolioSettings: secured(ctx, async ({ request, customer }) => {
      const s = await readJson<Schemas['PortfolioSettings']>(request);
      if (!s || typeof s.showPrediction !== 'boolean' || typeof s.showActualPrice !== 'boolean' || typeof s.showMetalPrice !== 'boolean')
        return badRequest('showPrediction, showActualPrice and showMetalPrice are required.');
      customer.portfolioSettings = { ...customer.portfolioSettings, ...s };
      ctx.save();
      return success('Portfolio settings saved.');
    }),

    getCustomerPredictions: secured(ctx, ({ request, customer }) => {
      if (intParam(request, 'CustomerId') !== customer.customerId) return badRequest('CustomerId must be the signed-in customer.');
      return json<Schemas['PredictionList']>({ data: db.state.predictions[customer.customerId] ?? [] });
    }),

    getProductWiseCustomerTransactions: secured(ctx, async ({ request, customer }) => {
      const b = await readJson<Schemas['ProductTransactionsQuery']>(request);
      if (!b || !checkId(b.customerId, customer.customerId) || !b.productId)
        return badRequest('customerId (yours) and productId are required.');
      const data = db.state.holdings
        .filter((h) => h.customerId === customer.customerId && h.productId === b.productId)
        .map(({ id: _id, ...h }) => h);
      return json<Schemas['TransactionList']>({ data });
    }),

    // The token in the Authorization header (x-inferred change from the spec's token in the URL).
    generateCustomerTaxReport: secured(ctx, ({ request, customer }) => {
      const customerId = intParam(request, 'customerId');
      const year = intParam(request, 'year');
      if (customerId === null || year === null || year < 2000)
        return badRequest('customerId and a year from 2000 are required.', {
          ...(customerId === null ? { customerId: ['Required.'] } : {}),
          ...(year === null || year < 2000 ? { year: ['A year from 2000.'] } : {}),
        });
      if (customerId !== customer.customerId)
        return badRequest('customerId must be the signed-in customer.', { customerId: ['Must be the signed-in customer.'] });
      const rows = db.state.holdings.filter((h) => h.customerId === customerId && h.transactionDate.startsWith(String(year)));
      const pdf = textPdf(`Bold Precious Metals - ${year} transaction report`, [
        `Customer ${customerId}. ${rows.length} transaction(s) in ${year}.`,
        '',
        ...rows.map(
          (h) => `${h.transactionDate}  ${h.transactionType}  ${h.transactionQuantity} x ${h.productName} @ ${usd(h.productUnitPrice)}`,
        ),
        '',
        'This report lists your transactions; ask a tax adviser how they apply to you.',
      ]);
      return new HttpResponse(pdf, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="tax-report-${year}.pdf"` },
      });
    }),

    getSpotPricesDateWise: secured(ctx, ({ request }) => {
      const date = params(request).get('date') ?? '';
      const metal = params(request).get('metal') ?? '';
      const key = spotKey(metal);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !key)
        return badRequest('date (YYYY-MM-DD) and metal (Gold, Silver, Platinum or Palladium) are required.');
      const history = db.market.history[key];
      const point = [...history].reverse().find((p) => p.date <= date);
      if (!point) return badRequest(`We have spot prices from ${history[0]?.date ?? ''} on.`);
      const productName = params(request).get('productName') ?? '';
      const p = productName ? db.catalog.find((x) => x.name === productName) : undefined;
      return json<Schemas['DateWiseSpot']>({
        data: {
          date: point.date,
          metal: (metal.charAt(0).toUpperCase() + metal.slice(1).toLowerCase()) as Schemas['Metal'],
          productName,
          spot: point.close,
          productPrice: p ? cents(point.close * p.ounces + p.premiumPerOz * p.ounces) : null,
        },
      });
    }),
  };
}
