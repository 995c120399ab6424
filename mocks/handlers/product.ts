import { HttpResponse } from 'msw';
import { SUPPLIES_CATEGORIES } from '@/domain/catalog/menu-tree';
import { byPricePerOunce } from '@/domain/catalog/pricing';
import type { MockProduct } from '../db/catalog';
import { imagePathOf, toProductDetail, toSearchProduct } from '../db/present';
import type { MockContext, Schemas } from './support';
import { badRequest, customerOf, intParam, json, notFound, page, params, readJson, secured, success } from './support';
import type { TagResolvers } from './operations';

const SORTS = ['price-asc', 'price-desc', 'premium-asc', 'price-per-oz-asc', 'newest', 'best-selling'] as const;
type Sort = (typeof SORTS)[number];

/** Words of a query matched against name, mint, metal, type and weight; every word must match. */
export function searchCatalog(catalog: MockProduct[], keyword: string): MockProduct[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const text = (p: MockProduct) =>
    `${p.name} ${p.mint} ${p.metal} ${p.productType} ${p.weightLabel} ${p.jewelry?.type ?? ''}`.toLowerCase();
  return catalog
    .filter((p) => words.every((w) => text(p).includes(w)))
    .sort(
      (a, b) =>
        Number(b.name.toLowerCase().startsWith(words[0] ?? '')) - Number(a.name.toLowerCase().startsWith(words[0] ?? '')) ||
        b.sold - a.sold,
    );
}

export function productHandlers(ctx: MockContext): TagResolvers<'Product'> {
  const { db } = ctx;
  const present = (p: MockProduct) => toSearchProduct(p, db.market, db.now());
  const facet = (products: MockProduct[], key: (p: MockProduct) => string | undefined, label: (v: string) => string = (v) => v) => {
    const counts = new Map<string, number>();
    for (const p of products) {
      const v = key(p);
      if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, label: label(value), count }));
  };
  const rating = (id: number) => {
    const rs = [...db.state.addedReviews, ...db.content.reviews].filter((r) => r.productId === id && r.status === 'Approved');
    return { average: rs.length ? Math.round((rs.reduce((s, r) => s + r.rating, 0) / rs.length) * 10) / 10 : null, count: rs.length };
  };

  return {
    searchProductsByKeyword: ({ request }) => {
      const keyword = (params(request).get('keyword') ?? '').trim();
      if (!keyword) return badRequest('Enter a keyword to search.');
      return json<Schemas['SearchProductsByKeyword']>({
        dataList: { searchProductsByKW: searchCatalog(db.catalog, keyword).slice(0, 60).map(present) },
      });
    },

    getSearchSuggestions: ({ request }) => {
      const keyword = (params(request).get('keyword') ?? '').trim();
      const size = intParam(request, 'size') ?? 8;
      if (!keyword) return badRequest('Enter a keyword to search.');
      if (size < 1 || size > 20) return badRequest('size must be from 1 to 20.');
      const data = searchCatalog(db.catalog, keyword)
        .slice(0, size)
        .map((p) => ({
          id: p.id,
          name: p.name,
          productNameWithHypen: p.slug,
          imagePath: imagePathOf(p),
          productType: p.productType,
          lowestPrice: present(p).lowestPrice ?? 0,
        }));
      return json<Schemas['SearchSuggestionList']>({ data });
    },

    getProductsByCategory: ({ request }) => {
      const q = params(request);
      const slug = (q.get('slug') ?? '').replace(/^\/+|\/+$/g, '');
      if (!slug) return badRequest('slug is required.');
      const category = db.categories.get(slug);
      if (!category) return notFound(`There is no category ${slug}.`);
      const pageNumber = q.get('pageNumber') === null ? 0 : intParam(request, 'pageNumber');
      const pageSize = q.get('pageSize') === null ? 24 : intParam(request, 'pageSize');
      if (pageNumber === null || pageNumber < 0 || pageSize === null || pageSize < 1 || pageSize > 96)
        return badRequest('pageNumber must be 0 or more and pageSize from 1 to 96.');
      const sort = (q.get('sort') ?? 'best-selling') as Sort;
      if (!(SORTS as readonly string[]).includes(sort)) return badRequest(`Unknown sort ${sort}.`);
      const inCategory = db.catalog.filter(category.matches);
      const filters: [string, (p: MockProduct) => string | undefined][] = [
        ['metal', (p) => p.metal],
        ['weight', (p) => p.weightLabel || undefined],
        ['mint', (p) => p.mint],
        ['productType', (p) => p.productType],
        ['stock', (p) => p.stock[0]?.stockName],
      ];
      let products = inCategory;
      for (const [name, key] of filters) {
        const wanted = q
          .getAll(name)
          .flatMap((v) => v.split(','))
          .filter(Boolean);
        if (wanted.length) products = products.filter((p) => wanted.includes(key(p) ?? ''));
      }
      const shown = products.map((p) => ({ p, s: present(p) }));
      const by: Record<Sort, (a: (typeof shown)[number], b: (typeof shown)[number]) => number> = {
        'price-asc': (a, b) => (a.s.lowestPrice ?? 0) - (b.s.lowestPrice ?? 0),
        'price-desc': (a, b) => (b.s.lowestPrice ?? 0) - (a.s.lowestPrice ?? 0),
        'premium-asc': (a, b) =>
          (a.s.premiumOverSpot ?? 0) / Math.max(a.p.ounces, 0.01) - (b.s.premiumOverSpot ?? 0) / Math.max(b.p.ounces, 0.01),
        // Price per troy ounce as the listing shows it; anything without metal weight goes last.
        'price-per-oz-asc': (a, b) => byPricePerOunce(a.s, b.s),
        newest: (a, b) => a.p.listedDaysAgo - b.p.listedDaysAgo,
        'best-selling': (a, b) => b.p.sold - a.p.sold,
      };
      shown.sort((a, b) => by[sort](a, b) || a.p.id - b.p.id);
      return json<Schemas['CategoryPage']>({
        data: {
          slug,
          title: category.title,
          description: category.description,
          products: page(shown, pageNumber, pageSize).map((x) => x.s),
          totalCount: shown.length,
          pageNumber,
          pageSize,
          facets: {
            metal: facet(inCategory, (p) => p.metal),
            weight: facet(inCategory, (p) => p.weightLabel || undefined),
            mint: facet(inCategory, (p) => p.mint),
            productType: facet(
              inCategory,
              (p) => p.productType,
              (v) => ({ Coin: 'Coins', Bar: 'Bars', Round: 'Rounds' })[v] ?? v,
            ),
            stock: facet(
              inCategory,
              (p) => p.stock[0]?.stockName,
              (v) => v.charAt(0).toUpperCase() + v.slice(1),
            ),
          },
        },
      });
    },

    getProductDetails: ({ request }) => {
      const id = intParam(request, 'productId');
      if (id === null) return badRequest('productId is required.');
      const p = db.product(id);
      if (!p) return notFound(`There is no product ${id}.`);
      const customer = customerOf(ctx, request);
      if (customer) {
        const list = db.state.recentViews[customer.customerId] ?? [];
        db.state.recentViews[customer.customerId] = [id, ...list.filter((x) => x !== id)].slice(0, 20);
        ctx.save();
      }
      return json<Schemas['ProductDetail']>({ data: toProductDetail(p, db.market, db.now(), rating(id)) });
    },

    getProductNearToSpot: ({ request }) => {
      const metal = params(request).get('metalType');
      if (!metal) return badRequest('metalType is required.');
      const data = db.catalog
        .filter(
          (p) =>
            p.metal.toLowerCase() === metal.toLowerCase() &&
            p.productType !== 'Jewelry' &&
            p.productType !== 'Supplies' &&
            p.stock.some((s) => s.stockName === 'in stock'),
        )
        .map(present)
        .sort((a, b) => (a.premiumOverSpot ?? 0) / Math.max(a.ounces ?? 1, 0.01) - (b.premiumOverSpot ?? 0) / Math.max(b.ounces ?? 1, 0.01))
        .slice(0, 8);
      return HttpResponse.json<Schemas['ProductNearToSpot']>({ data }, { headers: { 'Cache-Control': 'no-store' } });
    },

    addProductReview: secured(ctx, async ({ request, customer }) => {
      const b = await readJson<Schemas['NewReview']>(request);
      const p = b ? db.product(b.productId) : undefined;
      if (!b || !p) return badRequest('A known productId is required.');
      if (!Number.isInteger(b.rating) || b.rating < 1 || b.rating > 5) return badRequest('Choose a rating from 1 to 5 stars.');
      if (!b.reviewText?.trim()) return badRequest('Write a few words about the product.');
      db.state.addedReviews.unshift({
        id: 5000 + db.state.nextId++,
        productId: p.id,
        productName: p.name,
        customerName: `${customer.firstName} ${customer.lastName.charAt(0)}.`,
        rating: b.rating,
        title: b.title ?? '',
        reviewText: b.reviewText.trim(),
        metal: p.metal,
        status: 'Approved',
        createdAt: db.now().toISOString(),
      });
      ctx.save();
      return success('Thanks for your review.');
    }),

    addCouponForBullionPurchases: secured(
      ctx,
      ({ request, customer }) => {
        const invoice = params(request).get('invoice');
        if (!invoice) return badRequest('invoice is required.');
        // Only the customer (or guest) who placed the order gets its thank-you coupon.
        const order = db.state.orders.find((o) => o.invoice === invoice && o.customerId === customer.customerId);
        if (!order) return notFound(`No order ${invoice}.`);
        const code = `THANKS-${invoice}`;
        let coupon = db.state.coupons.find((c) => c.couponCode === code);
        if (!coupon) {
          coupon = {
            couponCode: code,
            couponType: 'Order',
            discountType: '$',
            discountValue: 5,
            currentBalance: 5,
            applicableProducts: [],
            expiryDate: new Date(db.now().getTime() + 90 * 86400_000).toISOString(),
            description: '$5 off your next order',
          };
          db.state.coupons.push(coupon);
          ctx.save();
        }
        return json<Schemas['CouponResult']>({ data: coupon });
      },
      { guests: true },
    ),

    getSuppliesCategories: () =>
      json<Schemas['SuppliesCategoryList']>({
        data: Object.entries(SUPPLIES_CATEGORIES).map(([slug, name], i) => ({
          id: i + 1,
          name,
          slug,
          productCount: db.catalog.filter((p) => p.suppliesCategory === slug).length,
        })),
      }),

    getCustomerPurchasedReccommendedProduct: secured(ctx, ({ customer }) => {
      const bought = new Set(
        db.state.orders.filter((o) => o.customerId === customer.customerId).flatMap((o) => o.lines.map((l) => l.productId)),
      );
      const metals = new Set([...bought].map((id) => db.product(id)?.metal));
      const data = db.catalog
        .filter((p) => !bought.has(p.id) && metals.has(p.metal) && p.isBestSeller && p.productType !== 'Supplies')
        .slice(0, 12)
        .map(present);
      return json<Schemas['SearchProductList']>({ data });
    }),

    getMostLikeProducts: async ({ request }) => {
      const b = await readJson<{ productId?: number; size?: number }>(request);
      const p = b?.productId ? db.product(b.productId) : undefined;
      if (!b || !p) return badRequest('A known productId is required.');
      const size = Math.min(Math.max(b.size ?? 8, 1), 24);
      const data = db.catalog
        .filter((x) => x.id !== p.id && x.metal === p.metal && x.productType === p.productType)
        .sort((a, c) => Math.abs(a.ounces - p.ounces) - Math.abs(c.ounces - p.ounces) || c.sold - a.sold)
        .slice(0, size)
        .map(present);
      return json<Schemas['MostLikeProducts']>({ dataList: { searchProducts: data } });
    },
  };
}
