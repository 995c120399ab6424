// @vitest-environment node
import { operations } from '@generated/operations';
import { createMockApi, type MockApi } from '../../mocks/create-mock-api';
import { callMock, signIn, type CallOptions } from './support/mock-client';
import { checkResponse } from './support/openapi-validator';

type Recipe = (ctx: { api: MockApi; token: string; demoId: number }) => CallOptions | Promise<CallOptions>;

const line = (productId: number, quantity = 1) => ({
  productId,
  quantity,
  salesEventId: null,
  discount: 0,
  stockSource: 'Instock',
  shoppingCartId: null,
  selected: true,
  size: null,
});
const inStock = (api: MockApi) =>
  api.db.catalog.find((p) => p.productType === 'Coin' && p.stock.some((s) => s.stockName === 'in stock' && s.qty > 20) && !p.sale)!;
const address = {
  firstName: 'Alexandra',
  lastName: 'Sterling',
  line1: '500 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
};
const demoOrder = (api: MockApi) => api.db.state.orders.find((o) => o.customerId === 1001)!;
const demoMessage = (api: MockApi) => api.db.state.messages.find((m) => m.customerId === 1001)!;

/** One call per operation that a real client would make and that should succeed. */
const recipes: Record<string, Recipe> = {
  getProductFromShoppingCart: ({ token }) => ({ token }),
  deleteProductFromShoppingCart: ({ api, token }) => {
    const l = api.db.state.carts[1001]![0]!;
    return { token, query: { ProductId: l.productId, productInventorySource: l.source, salesEventId: l.salesEventId ?? 0 } };
  },
  updateProductQtyFromShoppingCart: ({ api, token }) => {
    const l = api.db.state.carts[1001]![0]!;
    return { token, body: { shoppingCartProducts: [{ ...line(l.productId, 3), shoppingCartId: l.shoppingCartId }] } };
  },
  updateCartProductSelection: ({ api, token }) => ({
    token,
    query: { shoppingCartId: api.db.state.carts[1001]![0]!.shoppingCartId, selected: false },
  }),
  getCoupons: ({ token }) => ({ token }),
  applyCoupon: ({ token }) => ({ token, query: { couponCode: 'SILVER10' } }),
  getUpdateShoppingCart: ({ api }) => ({ body: { shoppingCartProductsRequest: [line(inStock(api).id, 25)] } }),
  addProductToShoppingCart: ({ api, token }) => ({ token, body: line(inStock(api).id, 2) }),
  getCustomerWatchlistProduct: ({ token }) => ({ token }),
  deleteProductFromWatchlists: ({ api, token }) => ({ token, query: { Id: api.db.state.watchlists[1001]![0]!.id } }),
  addProductInCustomerWishList: ({ api, token }) => ({ token, body: { productId: inStock(api).id } }),
  subscribeNewsletter: () => ({ body: { email: 'new.collector@example.com', userId: null } }),
  connectWithBold: () => ({ query: { email: 'second.collector@example.com' } }),
  logPageView: () => ({
    body: {
      userId: null,
      fullUrl: 'http://localhost/silver-bullion',
      previousPageUrl: null,
      path: '/silver-bullion',
      operation: 'view',
      productId: null,
      guestId: 'g-1',
    },
  }),
  customerBehaviourLog: ({ api }) => ({
    body: {
      customerId: 1001,
      ipAddress: null,
      visitedPageUrl: '/product/1',
      previousPageURL: '/',
      pageName: 'Product',
      operation: 'view',
      productId: inStock(api).id,
      visitorId: 'g-1',
    },
  }),
  getCustomerInfo: ({ token }) => ({ token }),
  getCustomerMessages: ({ token, demoId }) => ({ token, query: { userId: demoId } }),
  markMessagesRead: ({ api, token }) => ({ token, body: { messageIds: [demoMessage(api).id] } }),
  archiveMessages: ({ api, token }) => ({ token, body: { messageIds: [demoMessage(api).id] } }),
  contactUS: () => ({
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailId: 'ada@example.com',
      feedBackType: 'Order question',
      feedBackText: 'When does my presale ship?',
      mobNo: null,
    },
  }),
  getCustomerReviews: () => ({
    body: { filterType: 'all', metal: null, pageNumber: 0, ratingSorting: 'desc', size: 16, status: 'Approved' },
  }),
  unsubscribeFromBold: ({ token, demoId }) => ({ token, query: { customerId: demoId } }),
  getSellToBoldOrders: ({ token }) => ({ token, query: { PageNumber: 0, Size: 500 } }),
  updateSellToBoldOrders: ({ api, token }) => ({
    token,
    body: { referenceNumber: api.db.state.sellToBold.find((o) => o.status === 'Quoted')!.referenceNumber, status: 'Accepted' },
  }),
  sellToBoldRequests: () => ({
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailId: 'ada@example.com',
      mobNo: null,
      items: [
        { productId: null, description: '1 oz Silver Maple Leaf', metal: 'Silver', quantity: 20, ouncesPerUnit: 1, offeredPrice: null },
      ],
    },
  }),
  getCustomerSalesOrders: ({ token }) => ({ token, query: { emailId: 'demo@boldbullion.test' } }),
  getCustomerSalesOrderDetails: ({ token }) => ({ token, query: { customerInvoice: 'SO-3301' } }),
  getRecentViewProduct: ({ token, demoId }) => ({ token, query: { customerId: demoId } }),
  signIn: () => ({ body: { emailId: 'demo@boldbullion.test', password: 'Bullion#2026' } }),
  signUp: () => ({
    body: { firstName: 'Ada', lastName: 'Lovelace', emailId: 'ada.l@example.com', mobNo: '5551234567', password: 'Analytical#1843' },
  }),
  guestSignIn: () => ({ body: { emailId: 'guest@example.com' } }),
  signOut: async ({ api }) => ({ token: await signIn(api) }),
  validateGoogleReCaptcha: () => ({ query: { captchaResponse: 'mock-captcha-ok-123' } }),
  sendResetPasswordLink: () => ({ query: { email: 'demo@boldbullion.test' } }),
  resetPassword: ({ api }) => {
    api.db.state.resetTokens['rst-test'] = { customerId: 1002, expiresAt: '2099-01-01T00:00:00Z' };
    return { body: { token: 'rst-test', password: 'NewBullion#2027' } };
  },
  sendEmailVerificationLink: ({ token }) => ({ token, query: { emailId: 'demo@boldbullion.test' } }),
  verifyEmail: ({ api }) => {
    api.db.state.verifyTokens['vrf-test'] = { customerId: 1002, expiresAt: '2099-01-01T00:00:00Z' };
    return { query: { token: 'vrf-test', customerId: 1002 } };
  },
  getNotice: () => ({}),
  getMenu: () => ({}),
  getMarketingAdvertisements: () => ({ query: { pagetype: 'home' } }),
  getJewelryBlogs: () => ({ query: { page: 0 } }),
  getBlogs: () => ({ query: { page: 1 } }),
  getNews: () => ({}),
  getArticle: () => ({ query: { kind: 'news', slug: 'silver-demand-from-solar-rises-again' } }),
  getStateSaleTax: () => ({}),
  getDashboardImages: () => ({ query: { CustomerType: 'Investor', MetalType: 'Silver' } }),
  searchProductsByKeyword: () => ({ query: { keyword: 'silver eagle' } }),
  getSearchSuggestions: () => ({ query: { keyword: 'maple', size: 5 } }),
  getProductsByCategory: () => ({ query: { slug: 'silver/us-silver-coins', sort: 'price-asc', pageSize: 12 } }),
  getProductDetails: ({ api, token }) => ({ token, query: { productId: inStock(api).id } }),
  getProductNearToSpot: () => ({ query: { metalType: 'Silver' } }),
  addProductReview: ({ api, token }) => ({
    token,
    body: { productId: inStock(api).id, rating: 5, title: 'Great', reviewText: 'Sharp strike.' },
  }),
  addCouponForBullionPurchases: ({ api, token }) => ({ token, query: { invoice: demoOrder(api).invoice } }),
  getSuppliesCategories: () => ({}),
  getCustomerPurchasedReccommendedProduct: ({ token }) => ({ token }),
  getMostLikeProducts: ({ api }) => ({ body: { productId: inStock(api).id, size: 6 } }),
  getSpotPrices: ({ demoId }) => ({ query: { encodedUserId: btoa(String(demoId)) } }),
  getSpotPriceHistory: () => ({ query: { metal: 'gold', range: '3M' } }),
  getPriceComparisons: () => ({ query: { Date: '2026-11-20', IsChart: false } }),
  trackCustomerOrder: ({ api }) => ({
    query: { invoiceNumber: demoOrder(api).invoice, emailId: 'demo@boldbullion.test', zipCode: '94105' },
  }),
  getCustomerOrder: ({ token }) => ({ token }),
  getCustomerOrderDetails: ({ api, token }) => ({ token, query: { invoice: demoOrder(api).invoice } }),
  getInvoice: ({ token }) => ({ token }),
  updateContactInfo: ({ token }) => ({
    token,
    body: { emailId: 'demo@boldbullion.test', firstName: 'Alexandra', lastName: 'Sterling', mobNo: '4155550134', profilePhoto: null },
  }),
  changePassword: ({ token, demoId }) => ({
    token,
    query: { CustomerId: demoId },
    body: { oldPassword: 'Bullion#2026', newPassword: 'Bullion#2026' },
  }),
  splitMyOrders: ({ token }) => ({ token, query: { allowSplit: true } }),
  mergeMyOrders: ({ token }) => ({ token, query: { allowCombineOrder: false } }),
  fileUpload: ({ token, demoId }) => {
    const form = new FormData();
    form.set('file', new Blob(['\x89PNG'], { type: 'image/png' }), 'me.png');
    form.set('imageType', 'customerprofile');
    form.set('customerId', String(demoId));
    return { token, form };
  },
  updateCustomerProfile: ({ token, demoId }) => ({
    token,
    body: {
      customerId: demoId,
      boldUserName: 'asterling',
      metalPreference: 'Silver',
      customerType: 'Investor',
      preferenceMintType: null,
      preferenceProductTypeId: null,
      preferenceMints: 'US Mint',
      preferenceJewelryNCoupon: false,
      isPreferenceUpdated: true,
    },
  }),
  customerPortFolio: ({ token, demoId }) => ({
    token,
    body: { customerId: demoId, frequency: 'Monthly', metal: null, productType: null, productId: null },
  }),
  updateCustomerPortfolio: ({ token }) => ({ token }),
  addCustomerHoldings: ({ api, token, demoId }) => {
    const p = inStock(api);
    return {
      token,
      body: [
        {
          customerId: demoId,
          productId: p.id,
          transactionDate: '2025-03-14',
          transactionQuantity: 10,
          productUnitPrice: 33.85,
          transactionType: 'Buy',
          goldSpot: null,
          silverSpot: 32.1,
          source: 'manual',
          sourceName: 'Coin show',
          metal: p.metal,
          ouncesPerUnit: p.ounces,
          productName: p.name,
          userSpot: 32.1,
          userPremium: 1.75,
        },
      ],
    };
  },
  removePortfolioProducts: ({ api, token, demoId }) => ({
    token,
    body: { customerId: demoId, productId: api.db.state.holdings.find((h) => h.customerId === demoId)!.productId },
  }),
  addPortfolioViews: ({ token, demoId }) => ({ token, body: { customerId: demoId, viewedFrom: 'Top-Header', isMobile: false } }),
  addPortfolioCustomerFeedbacks: ({ token, demoId }) => ({
    token,
    body: { customerId: demoId, feedBackText: 'Add palladium.', feedBackType: 'Suggestion' },
  }),
  addOrUpdateQuarterlyPredictedSpotPrices: ({ token }) => ({
    token,
    body: [
      {
        dateNTime: '2027-03-31T00:00:00Z',
        goldOptimalPrediction: 2890,
        goldWorstPrediction: 2540,
        silverOptimalPrediction: 36.5,
        silverWorstPrediction: 29.8,
      },
    ],
  }),
  updateCustomerPortfolioSettings: ({ token }) => ({ token, body: { showPrediction: false, showActualPrice: true, showMetalPrice: true } }),
  getCustomerPredictions: ({ token, demoId }) => ({ token, query: { CustomerId: demoId } }),
  getProductWiseCustomerTransactions: ({ api, token, demoId }) => ({
    token,
    body: { customerId: demoId, frequency: 'Monthly', productId: api.db.state.holdings.find((h) => h.customerId === demoId)!.productId },
  }),
  generateCustomerTaxReport: ({ token, demoId }) => ({ token, query: { customerId: demoId, year: 2026 } }),
  getSpotPricesDateWise: ({ token }) => ({ token, query: { date: '2026-03-14', metal: 'Silver' } }),
  getShippingOptions: ({ api }) => ({ body: { state: 'CA', zip: '94105', country: 'US', lines: [line(inStock(api).id, 2)] } }),
  calculateTax: () => ({ body: { state: 'CA', zip: '94105', subTotal: 150, shippingCharges: 29.95 } }),
  authorizePayment: ({ token }) => ({ token, body: { method: 'Card', amount: 120.5, cardToken: 'tok_visa_4242', payPalOrderId: null } }),
  lockPrices: ({ api, token }) => ({ token, body: { lines: [line(inStock(api).id, 2)] } }),
  assessRisk: ({ token }) => ({
    token,
    body: {
      sessionId: '0b6f7c1e-6a41-4f55-9d7e-2f0a4a1c9e3b',
      shippingAddress: address,
    },
  }),
  placeOrder: async ({ api, token }) => {
    const lines = [line(inStock(api).id, 2)];
    const lock = await callMock(api, 'POST', '/api/Checkout/LockPrices', { token, body: { lines } });
    const priceLockId = (lock.body as { data: { lockId: string } }).data.lockId;
    return {
      token,
      headers: { 'Idempotency-Key': 'contract-test-order-1' },
      body: {
        priceLockId,
        lines,
        shippingAddress: address,
        shippingMethod: 'standard',
        paymentMethod: 'Wire',
        authorizationId: null,
        eCheck: null,
        couponCode: 'SILVER10',
        isGiftWrap: false,
        orderNote: null,
        signatureConfirmation: false,
        shipToDepository: false,
        termsAccepted: true,
      },
    };
  },
};

describe('the mock API honours the contract', () => {
  it('answers every operation of the description with a 2xx that validates against it', async () => {
    const api = createMockApi({ now: () => new Date('2026-11-21T15:30:00Z') });
    const token = await signIn(api);
    const problems: string[] = [];
    let exercised = 0;
    for (const op of operations) {
      const recipe = recipes[op.operationId];
      if (!recipe) {
        problems.push(`${op.operationId}: no recipe, so the mock is not exercised`);
        continue;
      }
      const options = await recipe({ api, token, demoId: 1001 });
      const path =
        op.operationId === 'getInvoice'
          ? op.path.replace('{invoice}', api.db.state.orders.find((o) => o.customerId === 1001)!.invoice)
          : op.path;
      const r = await callMock(api, op.method, path, options);
      exercised++;
      if (r.status < 200 || r.status > 299) {
        problems.push(`${op.operationId}: HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
        continue;
      }
      if (r.contentType.includes('json')) {
        const invalid = checkResponse(op.path, op.method, r.status, r.body);
        if (invalid) problems.push(`${op.operationId}: ${invalid}`);
      } else if (!(r.contentType === 'application/pdf' && new TextDecoder().decode(r.body as ArrayBuffer).startsWith('%PDF-1.4'))) {
        problems.push(`${op.operationId}: ${r.contentType} is not a PDF`);
      }
    }
    expect(problems).toEqual([]);
    console.log(`${exercised}/${operations.length} operations exercised, all valid`);
    expect(exercised).toBe(operations.length);
  });
});

describe('the validator and the malformed scenario', () => {
  it('rejects a body that breaks its schema, naming where', () => {
    expect(checkResponse('/api/UI/GetNotice', 'GET', 200, { data: { imageURL: 1, noticeTitle: 'x', description: 'y' } })).toContain(
      '/data',
    );
    expect(
      checkResponse('/api/ShoppingCart/GetCoupons', 'GET', 200, {
        data: [{ couponType: 'Order', discountType: 'percent', currentBalance: 0 }],
      }),
    ).toContain('discountType');
    expect(checkResponse('/api/UI/GetNotice', 'GET', 200, { data: null })).toBeNull();
  });

  it('in the malformed scenario answers 200 with bodies that break the contract', async () => {
    const api = createMockApi({ scenarios: ['malformed'] });
    const r = await callMock(api, 'GET', '/api/Pricing/GetSpotPrices');
    expect(r.status).toBe(200);
    expect(checkResponse('/api/Pricing/GetSpotPrices', 'GET', 200, r.body)).not.toBeNull();
  });
});

describe('the search is held to the contract’s longest keyword', () => {
  // The mock refuses whatever the contract does; the contract now bounds the keyword.
  it('answers 100 characters, and refuses 101 saying the maximum, for results and suggestions alike', async () => {
    const api = createMockApi({ now: () => new Date('2026-11-18T15:30:00Z') });
    for (const path of ['/api/Product/SearchProductsByKeyword', '/api/Product/GetSearchSuggestions']) {
      expect((await callMock(api, 'GET', path, { query: { keyword: 'e'.repeat(100) } })).status).toBe(200);
      const refused = await callMock(api, 'GET', path, { query: { keyword: 'e'.repeat(101) } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Keyword must be at most 100 characters.' });
    }
  });
});
