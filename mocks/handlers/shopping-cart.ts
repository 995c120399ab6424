import { addLine, overwriteLine, removeLine, setSelected } from '@/domain/cart/cart-rules';
import { maxQuantity, purchaseLimitMessage, quantityLimitMessage, unitsElsewhere } from '@/domain/cart/quantity-limit';
import { stockNameFor, toCartProduct } from '../db/cart-view';
import { purchaseLimitOf, type MockProduct } from '../db/catalog';
import type { CartLine } from '../db/state';
import {
  badRequest,
  intParam,
  isPositiveInt,
  json,
  notFound,
  params,
  readJson,
  secured,
  success,
  type MockContext,
  type Schemas,
  watchlistAnswer,
} from './support';
import type { TagResolvers } from './operations';

const SOURCES = ['Instock', 'Backorder', 'Presale'] as const;
const asSource = (v: unknown): Schemas['InventorySource'] => (SOURCES.includes(v as never) ? (v as Schemas['InventorySource']) : 'Instock');
const SOURCE_LABEL: Record<Schemas['InventorySource'], string> = { Instock: 'in stock', Backorder: 'a preorder', Presale: 'a presale' };

/**
 * Whether a server cart line can hold this quantity: the product exists, is sold from that source
 * (out of stock and coming soon are not), the size is one of its sizes, and the quantity is within
 * what is in stock, the per-line limit and what the purchase limit leaves after the product's other
 * lines (`elsewhere` units), as checkout counts them. A 400 that names the field and says the limit, or null.
 */
export function lineProblem(
  p: MockProduct,
  source: Schemas['InventorySource'],
  quantity: number,
  size: string | null,
  elsewhere = 0,
): Response | null {
  const option = stockNameFor(p, source);
  const stock = p.stock.find((s) => s.stockName === option);
  const max = option && stock ? maxQuantity(option, stock.qty) : 0;
  if (max === 0)
    return badRequest(`${p.name} cannot be bought as ${SOURCE_LABEL[source]}.`, {
      stockSource: [option === 'out of stock' ? 'It is out of stock.' : 'Choose an option the product is sold as.'],
    });
  if (p.sizes.length ? !size || !p.sizes.includes(size) : size !== null && size !== '')
    return badRequest(p.sizes.length ? `Choose a size of ${p.name}: ${p.sizes.join(', ')}.` : `${p.name} has no sizes.`, {
      size: ['Not a size of this product.'],
    });
  const limit = purchaseLimitOf(p);
  if (limit !== null && quantity + elsewhere > limit) {
    const said = purchaseLimitMessage(limit, elsewhere);
    return badRequest(said, { quantity: [said] });
  }
  if (quantity > max && option) return badRequest(quantityLimitMessage(option, max), { quantity: [quantityLimitMessage(option, max)] });
  return null;
}

export function shoppingCartHandlers(ctx: MockContext): TagResolvers<'ShoppingCart'> {
  const { db } = ctx;
  const cartOf = (customerId: number) => (db.state.carts[customerId] ??= []);
  const view = (customerId: number) =>
    json<Schemas['CartProductList']>({
      data: cartOf(customerId)
        .map((l) => toCartProduct(db, l))
        .filter((l) => l !== null),
    });
  const activeCoupons = () => db.state.coupons.filter((c) => !c.expiryDate || new Date(c.expiryDate) > db.now());

  return {
    getProductFromShoppingCart: secured(ctx, ({ customer }) => view(customer.customerId)),

    deleteProductFromShoppingCart: secured(ctx, ({ request, customer }) => {
      const productId = intParam(request, 'ProductId');
      const source = params(request).get('productInventorySource');
      if (productId === null || !source) return badRequest('ProductId and productInventorySource are required.');
      const salesEventId = intParam(request, 'salesEventId');
      const key = { productId, source, salesEventId: salesEventId || null, size: params(request).get('size') || null };
      const lines = cartOf(customer.customerId);
      const match = lines.find((l) => l.productId === productId && l.source === source && (l.size ?? null) === key.size);
      if (!match) return notFound('Product could not be deleted');
      db.state.carts[customer.customerId] = removeLine(lines, { ...key, salesEventId: match.salesEventId });
      ctx.save();
      return view(customer.customerId);
    }),

    updateProductQtyFromShoppingCart: secured(ctx, async ({ request, customer }) => {
      const body = await readJson<{ shoppingCartProducts?: Schemas['CartLineRequest'][] }>(request);
      const updates = body?.shoppingCartProducts;
      if (!Array.isArray(updates) || updates.length === 0) return badRequest('shoppingCartProducts must list at least one line.');
      let lines = cartOf(customer.customerId);
      for (const u of updates) {
        if (!isPositiveInt(u.quantity))
          return badRequest('Quantity must be a whole number of 1 or more.', { quantity: ['Enter a whole number of 1 or more.'] });
        // By its id when the request names one (another line of the product may share its source and size:
        // another sales event), else by what tells lines apart.
        const line =
          u.shoppingCartId != null
            ? lines.find((l) => l.shoppingCartId === u.shoppingCartId)
            : lines.find(
                (l) => l.productId === u.productId && l.source === asSource(u.stockSource) && (l.size ?? null) === (u.size ?? null),
              );
        if (!line) return notFound(`Product ${u.productId} is not in the cart.`);
        const p = db.product(line.productId);
        const problem = p ? lineProblem(p, line.source, u.quantity, line.size, unitsElsewhere(lines, line)) : null;
        if (problem) return problem;
        lines = overwriteLine(lines, line, u.quantity);
      }
      db.state.carts[customer.customerId] = lines;
      ctx.save();
      return view(customer.customerId);
    }),

    updateCartProductSelection: secured(ctx, ({ request, customer }) => {
      const id = intParam(request, 'shoppingCartId');
      const selected = params(request).get('selected');
      if (id === null || (selected !== 'true' && selected !== 'false'))
        return badRequest('shoppingCartId and selected (true or false) are required.');
      const lines = cartOf(customer.customerId);
      const line = lines.find((l) => l.shoppingCartId === id);
      if (!line) return notFound('That cart line no longer exists.');
      db.state.carts[customer.customerId] = setSelected(lines, line, selected === 'true');
      ctx.save();
      return view(customer.customerId);
    }),

    getCoupons: secured(ctx, () => json<Schemas['CouponList']>({ data: activeCoupons() })),

    applyCoupon: secured(ctx, ({ request, customer }) => {
      const code = (params(request).get('couponCode') ?? '').trim();
      if (!code) return badRequest('Enter a coupon code.');
      const coupon = db.state.coupons.find((c) => c.couponCode?.toUpperCase() === code.toUpperCase());
      if (!coupon) return badRequest(`The coupon code ${code} is not valid.`);
      if (coupon.expiryDate && new Date(coupon.expiryDate) <= db.now())
        return badRequest(`This coupon expired on ${coupon.expiryDate.slice(0, 10)}.`);
      if (coupon.couponType === 'Product' && !cartOf(customer.customerId).some((l) => coupon.applicableProducts?.includes(l.productId))) {
        return badRequest(`${coupon.couponCode} applies only to some products, and none of them is in your cart.`);
      }
      return json<Schemas['CouponResult']>({ data: coupon });
    }),

    getUpdateShoppingCart: async ({ request }) => {
      const body = await readJson<{ shoppingCartProductsRequest?: Schemas['CartLineRequest'][] }>(request);
      const lines = body?.shoppingCartProductsRequest;
      if (!Array.isArray(lines)) return badRequest('shoppingCartProductsRequest must be a list.');
      const priced: Schemas['CartProduct'][] = [];
      for (const l of lines) {
        if (!isPositiveInt(l.quantity)) return badRequest('Quantity must be a whole number of 1 or more.');
        const p = toCartProduct(db, {
          productId: l.productId,
          quantity: l.quantity,
          salesEventId: l.salesEventId ?? null,
          source: asSource(l.stockSource),
          size: l.size ?? null,
          selected: l.selected ?? true,
          isActive: true,
          shoppingCartId: l.shoppingCartId ?? null,
        });
        if (p) priced.push(p);
      }
      return json<Schemas['CartProductList']>({ data: priced });
    },

    addProductToShoppingCart: secured(ctx, async ({ request, customer }) => {
      const l = await readJson<Schemas['CartLineRequest']>(request);
      if (!l || !isPositiveInt(l.productId) || !isPositiveInt(l.quantity))
        return badRequest('productId and a quantity of 1 or more are required.');
      const p = db.product(l.productId);
      if (!p) return notFound(`There is no product ${l.productId}.`);
      const source = asSource(l.stockSource);
      const size = l.size ?? null;
      // The limit holds for the line as it will be (what is already on it plus what is added) and for the
      // product's other lines together.
      const lines = cartOf(customer.customerId);
      const onLine = (x: CartLine) => x.productId === p.id && x.source === source && (x.size ?? null) === size;
      const already = lines.filter((x) => x.isActive && onLine(x)).reduce((n, x) => n + x.quantity, 0);
      const elsewhere = lines.filter((x) => x.isActive && x.productId === p.id && !onLine(x)).reduce((n, x) => n + x.quantity, 0);
      const problem = lineProblem(p, source, already + l.quantity, size, elsewhere);
      if (problem) return problem;
      const line: CartLine = {
        shoppingCartId: db.state.nextId++,
        productId: p.id,
        quantity: l.quantity,
        salesEventId: l.salesEventId ?? null,
        source: asSource(l.stockSource),
        size: l.size ?? null,
        selected: l.selected ?? true,
        isActive: true,
      };
      db.state.carts[customer.customerId] = addLine(cartOf(customer.customerId), line);
      ctx.save();
      return view(customer.customerId);
    }),

    getCustomerWatchlistProduct: secured(ctx, ({ customer }) => watchlistAnswer(ctx, customer.customerId)),

    deleteProductFromWatchlists: secured(ctx, ({ request, customer }) => {
      const id = intParam(request, 'Id');
      if (id === null) return badRequest('Id is required.');
      const list = db.state.watchlists[customer.customerId] ?? [];
      if (!list.some((w) => w.id === id)) return notFound('That product is not on your watchlist.');
      db.state.watchlists[customer.customerId] = list.filter((w) => w.id !== id);
      ctx.save();
      return success('Removed from your watchlist.');
    }),
  };
}
