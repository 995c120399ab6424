import type { MockContext, Schemas } from './support';
import {
  badRequest,
  customerOf,
  EMAIL,
  failure,
  intParam,
  json,
  notFound,
  page,
  params,
  readJson,
  secured,
  success,
  watchlistAnswer,
} from './support';
import { toCustomerInfo, toSearchProduct } from '../db/present';
import { checkTargets, priceNow, priceThen } from '../db/watchlist';
import type { TagResolvers } from './operations';

const ALREADY = 'You are already connected to Bold.';

export function customerHandlers(ctx: MockContext): TagResolvers<'Customer'> {
  const { db } = ctx;
  /** The email joins the list; a customer's account is marked subscribed only by that customer's own token. */
  const subscribe = (email: string, customerId: number | null, request: Request) => {
    if (!email) return badRequest('Please enter an email id to connect with Bold.');
    if (!EMAIL.test(email)) return badRequest('Please enter a valid email id to connect with Bold.');
    const key = email.toLowerCase();
    const me = customerOf(ctx, request);
    // Already on the list or joining it, the account is subscribed (a customer back from unsubscribing).
    if (me && !me.isGuest && (customerId === null || customerId === me.customerId) && me.emailId.toLowerCase() === key)
      me.isSubscribed = true;
    if (db.state.subscribers.includes(key)) {
      ctx.save();
      return failure(409, ALREADY);
    }
    db.state.subscribers.push(key);
    ctx.save();
    return success('You are successfully connected to Bold Precious Metal. We will get back to you soon.');
  };
  const ownMessages = (customerId: number) => db.state.messages.filter((m) => m.customerId === customerId);
  const changeMessages = async (request: Request, customerId: number, change: (m: Schemas['CustomerMessage']) => void) => {
    const body = await readJson<Schemas['MessageIds']>(request);
    if (!body || !Array.isArray(body.messageIds) || body.messageIds.length === 0)
      return badRequest('messageIds must list at least one message.');
    const mine = ownMessages(customerId).filter((m) => body.messageIds.includes(m.id));
    if (mine.length === 0) return badRequest('None of those messages is yours.');
    mine.forEach(change);
    ctx.save();
    return success();
  };
  const productsOf = (ids: number[]) =>
    ids
      .map((id) => db.product(id))
      .filter((p) => p !== undefined)
      .map((p) => toSearchProduct(p, db.market, db.now()));

  return {
    addProductInCustomerWishList: secured(ctx, async ({ request, customer }) => {
      const body = await readJson<{ productId?: number; targetPrice?: number | null }>(request);
      const product = body?.productId ? db.product(body.productId) : undefined;
      if (!body || !product) return badRequest('A known productId is required.', { productId: ['Choose a product of the catalog.'] });
      const target = body.targetPrice;
      if (
        target !== undefined &&
        target !== null &&
        (typeof target !== 'number' || !(target > 0) || target > 1_000_000 || Math.abs(Math.round(target * 100) - target * 100) > 1e-6)
      ) {
        return badRequest('targetPrice must be more than 0 and at most 1000000, to the cent.', {
          targetPrice: ['Enter a price above $0.00, to the cent.'],
        });
      }
      const list = (db.state.watchlists[customer.customerId] ??= []);
      let entry = list.find((w) => w.productId === product.id);
      if (!entry) {
        entry = {
          id: db.state.nextId++,
          productId: product.id,
          addedOn: db.now().toISOString(),
          priceWhenAdded: priceThen(db, product, db.now()),
        };
        list.unshift(entry);
      }
      // Sent, the target is set (or cleared with null) from the price now; left out, it stays as it was.
      if (target !== undefined) entry.target = target === null ? null : { price: target, priceWhenSet: priceNow(db, product) };
      ctx.save();
      return watchlistAnswer(ctx, customer.customerId);
    }),

    subscribeNewsletter: async ({ request }) => {
      const body = await readJson<Schemas['NewsletterRequest']>(request);
      return subscribe((body?.email ?? '').trim(), body?.userId ?? null, request);
    },

    connectWithBold: ({ request }) => subscribe((params(request).get('email') ?? '').trim(), intParam(request, 'customerId'), request),

    logPageView: async ({ request }) => {
      const body = await readJson<Schemas['PageView']>(request);
      if (!body?.fullUrl || !body.path || !body.operation) return badRequest('fullUrl, path and operation are required.');
      db.state.views.pageViews++;
      return success('Page view recorded.');
    },

    customerBehaviourLog: async ({ request }) => {
      const body = await readJson<Schemas['BehaviourLog']>(request);
      if (!body?.visitedPageUrl || !body.pageName || !body.operation)
        return badRequest('visitedPageUrl, pageName and operation are required.');
      db.state.views.behaviourLogs++;
      // Only the customer's own token writes to their recently viewed list.
      if (body.customerId && body.productId && customerOf(ctx, request)?.customerId === body.customerId && db.product(body.productId)) {
        const list = (db.state.recentViews[body.customerId] ??= []);
        db.state.recentViews[body.customerId] = [body.productId, ...list.filter((id) => id !== body.productId)].slice(0, 20);
        ctx.save();
      }
      return success('Behaviour logged.');
    },

    getCustomerInfo: secured(ctx, ({ customer: c }) => json<Schemas['CustomerInfoResponse']>({ data: toCustomerInfo(c) }), {
      guests: true,
    }),

    getCustomerMessages: secured(ctx, ({ request, customer }) => {
      const userId = intParam(request, 'userId');
      if (userId === null) return badRequest('userId is required.');
      if (userId !== customer.customerId) return badRequest('userId does not match the signed-in customer.');
      if (checkTargets(db, customer.customerId)) ctx.save();
      const mine = ownMessages(customer.customerId).map(({ customerId: _c, ...m }) => m);
      return json<Schemas['CustomerMessages']>({
        data: { data: { inBoxMsgs: mine.filter((m) => !m.isArchive), archiveMsg: mine.filter((m) => m.isArchive) } },
      });
    }),

    markMessagesRead: secured(ctx, ({ request, customer }) =>
      changeMessages(request, customer.customerId, (m) => {
        m.isRead = true;
      }),
    ),

    archiveMessages: secured(ctx, ({ request, customer }) =>
      changeMessages(request, customer.customerId, (m) => {
        m.isArchive = true;
        m.isRead = true;
      }),
    ),

    contactUS: async ({ request }) => {
      const body = await readJson<Schemas['Feedback']>(request);
      const missing = (['firstName', 'lastName', 'emailId', 'feedBackType', 'feedBackText'] as const).filter(
        (k) => !body?.[k]?.toString().trim(),
      );
      if (!body || missing.length)
        return badRequest('Some fields are missing.', Object.fromEntries(missing.map((k) => [k, ['This field is required.']])));
      if (!EMAIL.test(body.emailId)) return badRequest('Enter a valid email address.', { emailId: ['Enter a valid email address.'] });
      db.state.contactMessages.push(body);
      ctx.save();
      return success('Thanks for reaching out. We answer within one business day.');
    },

    getCustomerReviews: async ({ request }) => {
      const q = await readJson<Schemas['ReviewQuery']>(request);
      if (!q || typeof q.pageNumber !== 'number' || q.pageNumber < 0) return badRequest('pageNumber is required.');
      let reviews = [...db.state.addedReviews, ...db.content.reviews].filter((r) => r.status === (q.status ?? 'Approved'));
      if (q.filterType && q.filterType !== 'all' && /^\d+$/.test(q.filterType))
        reviews = reviews.filter((r) => r.productId === Number(q.filterType));
      if (q.metal) reviews = reviews.filter((r) => r.metal === q.metal);
      if (q.ratingSorting === 'asc') reviews.sort((a, b) => a.rating - b.rating);
      if (q.ratingSorting === 'desc') reviews.sort((a, b) => b.rating - a.rating);
      const averageRating = reviews.length ? Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10 : 0;
      return json<Schemas['ReviewPage']>({
        data: { reviews: page(reviews, q.pageNumber, q.size || 16), totalCount: reviews.length, averageRating },
      });
    },

    unsubscribeFromBold: secured(ctx, ({ request, customer }) => {
      if (intParam(request, 'customerId') !== customer.customerId) return badRequest('customerId does not match the signed-in customer.');
      customer.isSubscribed = false;
      db.state.subscribers = db.state.subscribers.filter((e) => e !== customer.emailId.toLowerCase());
      ctx.save();
      return success('You will no longer receive our newsletter.');
    }),

    getSellToBoldOrders: ({ request }) => {
      const pageNumber = intParam(request, 'PageNumber');
      const size = intParam(request, 'Size');
      if (pageNumber === null || size === null || size < 1 || size > 500)
        return badRequest('PageNumber and a Size from 1 to 500 are required.');
      const ref = params(request).get('ReferenceNumber');
      const email = params(request).get('emailId');
      const me = customerOf(ctx, request);
      // The owner's token lists their own requests; without it, a reference number and the email of that request.
      if ((!me || me.isGuest) && (!ref || !email))
        return badRequest('Give the reference number and the email of the request, or sign in.', {
          ...(ref ? {} : { ReferenceNumber: ['Required without signing in.'] }),
          ...(email ? {} : { emailId: ['Required without signing in.'] }),
        });
      const owner = me && !me.isGuest ? me.emailId.toLowerCase() : (email ?? '').toLowerCase();
      const orders = db.state.sellToBold.filter((o) => (o.emailId ?? '').toLowerCase() === owner && (!ref || o.referenceNumber === ref));
      return json<Schemas['SellToBoldOrderList']>({ data: page(orders, pageNumber, size) });
    },

    updateSellToBoldOrders: async ({ request }) => {
      const body = await readJson<{ referenceNumber?: string; status?: string; notes?: string; emailId?: string }>(request);
      if (!body?.referenceNumber || (body.status !== 'Accepted' && body.status !== 'Cancelled'))
        return badRequest('referenceNumber and a status of Accepted or Cancelled are required.');
      const me = customerOf(ctx, request);
      const owner = (me && !me.isGuest ? me.emailId : (body.emailId ?? '')).toLowerCase();
      // Someone else's request answers as if it did not exist.
      const order = db.state.sellToBold.find(
        (o) => o.referenceNumber === body.referenceNumber && owner !== '' && (o.emailId ?? '').toLowerCase() === owner,
      );
      if (!order) return notFound(`No sell-to-us order ${body.referenceNumber}.`);
      if (body.status === 'Accepted' && order.status !== 'Quoted') return badRequest('Only a quoted order can be accepted.');
      if (body.status === 'Cancelled' && (order.status === 'Paid' || order.status === 'Received'))
        return badRequest('This order can no longer be cancelled.');
      order.status = body.status;
      if (body.notes) order.notes = body.notes;
      ctx.save();
      return json<Schemas['SellToBoldOrderResponse']>({ data: order });
    },

    sellToBoldRequests: async ({ request }) => {
      const body = await readJson<Schemas['SellToBoldRequest']>(request);
      if (!body?.firstName || !body.lastName || !body.emailId || !EMAIL.test(body.emailId))
        return badRequest('Name and a valid email are required.');
      if (!Array.isArray(body.items) || body.items.length === 0 || body.items.some((i) => !i.description || !(i.quantity >= 1)))
        return badRequest('List at least one item with a description and a quantity.');
      const order: Schemas['SellToBoldOrder'] = {
        referenceNumber: `STB-${10100 + db.state.nextId++}`,
        status: 'Requested',
        createdAt: db.now().toISOString(),
        emailId: body.emailId,
        items: body.items,
        quotedTotal: null,
        notes: body.notes ?? '',
      };
      db.state.sellToBold.unshift(order);
      ctx.save();
      return json<Schemas['SellToBoldOrderResponse']>({ data: order });
    },

    getCustomerSalesOrders: secured(ctx, ({ request, customer }) => {
      const email = params(request).get('emailId');
      if (!email) return badRequest('emailId is required.');
      if (email.toLowerCase() !== customer.emailId.toLowerCase()) return badRequest('emailId does not match the signed-in customer.');
      return json<Schemas['SalesOrderList']>({
        data: db.state.salesOrders.filter((o) => o.emailId === customer.emailId).map(({ emailId: _e, ...o }) => o),
      });
    }),

    getCustomerSalesOrderDetails: secured(ctx, ({ request, customer }) => {
      const invoice = params(request).get('customerInvoice');
      if (!invoice) return badRequest('customerInvoice is required.');
      const order = db.state.salesOrders.find((o) => o.customerInvoice === invoice && o.emailId === customer.emailId);
      if (!order) return notFound(`No sales order ${invoice}.`);
      const { emailId: _e, ...data } = order;
      return json<Schemas['SalesOrderResponse']>({ data });
    }),

    getRecentViewProduct: secured(ctx, ({ request, customer }) => {
      if (intParam(request, 'customerId') === null) return badRequest('customerId is required.');
      const exclude = intParam(request, 'ExcludeProductId');
      const ids = (db.state.recentViews[customer.customerId] ?? []).filter((id) => id !== exclude).slice(0, 12);
      return json<Schemas['SearchProductsByKeyword']>({ dataList: { searchProductsByKW: productsOf(ids) } });
    }),
  };
}

export { customerOf };
