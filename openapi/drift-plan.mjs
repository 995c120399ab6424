// The store's plan for the drift checker's live run (`npm run drift -- --live <API> --plan
// openapi/drift-plan.mjs`): the order its operations are called in, and what each takes from the answers
// before it (cart lines, invoices, message ids, references, tokens), beside the contract it drives. The
// checker itself (packages/drift) knows no operation of this store: another API brings its own plan.
import { randomUUID } from 'node:crypto';

/**
 * The value at a JSON pointer of a parsed payload (undefined when any step of it is absent).
 * @param {unknown} json
 * @param {string} pointer
 * @returns {unknown}
 */
const at = (json, pointer) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((/** @type {unknown} */ n, k) => (n && typeof n === 'object' ? /** @type {Record<string, unknown>} */ (n)[k] : undefined), json);

/** The id of the first message of an inbox answer (the API nests it once or twice). @param {unknown} json */
const firstMessageIds = (json) => {
  const list = at(json, '/data/data/inBoxMsgs') ?? at(json, '/data/inBoxMsgs');
  return Array.isArray(list) ? list.slice(0, 1).map((m) => at(m, '/id')) : [];
};

/** The reference of the first sell-to-us request that has a quote. @param {unknown} json */
const quotedReference = (json) => {
  const list = at(json, '/data');
  return Array.isArray(list)
    ? at(
        list.find((o) => at(o, '/status') === 'Quoted'),
        '/referenceNumber',
      )
    : undefined;
};

/** Request fields (by name, anywhere in a body or as a parameter) filled from what the API returned. */
/** @type {Record<string, string>} */
const fields = {
  customerId: 'customerId',
  CustomerId: 'customerId',
  userId: 'customerId',
  emailId: 'email',
  email: 'email',
  invoice: 'invoice',
  invoiceNumber: 'invoice',
  shoppingCartId: 'shoppingCartId',
  referenceNumber: 'referenceNumber',
  ReferenceNumber: 'referenceNumber',
  customerInvoice: 'customerInvoice',
  productId: 'productId',
  ProductId: 'productId',
  ExcludeProductId: 'productId',
  Id: 'watchlistId',
  messageIds: 'messageIds',
  couponCode: 'couponCode',
  priceLockId: 'priceLockId',
  authorizationId: 'authorizationId',
  zipCode: 'zip',
  token: 'token',
};

/** Values worth chaining, by the name the API gives them in a response (first one seen wins). */
/** @type {Record<string, string>} */
const captures = {
  shoppingCartId: 'shoppingCartId',
  invoice: 'invoice',
  referenceNumber: 'referenceNumber',
  customerInvoice: 'customerInvoice',
  priceLockId: 'priceLockId',
  authorizationId: 'authorizationId',
};

/**
 * The order operations run in, and what each needs beyond its examples. `write`: changes data (only with
 * --writes). `as`: whose token (`customer`, `none`). `keep`: fields left as the example has them.
 * `again`: a read repeated after the writes it depends on (only when writes run).
 */
/** @type {import('../packages/drift/types.js').PlanStep[]} */
const steps = [
  { id: 'signIn', keep: ['emailId'], body: (v) => ({ emailId: v.user, password: v.password }) },
  {
    id: 'getCustomerInfo',
    capture: {
      email: '/data/emailId',
      firstName: '/data/firstName',
      lastName: '/data/lastName',
      mobNo: '/data/mobNo',
      customerId: '/data/customerId',
    },
  },
  { id: 'getNotice' },
  { id: 'getMenu' },
  { id: 'getMarketingAdvertisements' },
  { id: 'getJewelryBlogs' },
  { id: 'getBlogs' },
  { id: 'getNews' },
  { id: 'getArticle' },
  { id: 'getStateSaleTax' },
  { id: 'getDashboardImages' },
  { id: 'getSuppliesCategories' },
  { id: 'searchProductsByKeyword' },
  { id: 'getSearchSuggestions' },
  {
    id: 'getProductsByCategory',
    query: () => ({ slug: 'silver-bullion', metal: null, weight: null, mint: null, productType: null, stock: 'in stock' }),
    capture: { productId: '/data/products/0/id' },
  },
  { id: 'getProductDetails' },
  { id: 'getProductNearToSpot' },
  { id: 'getMostLikeProducts' },
  { id: 'getSpotPrices', query: () => ({ encodedUserId: null }) },
  { id: 'getSpotPriceHistory' },
  { id: 'getPriceComparisons' },
  { id: 'getCustomerReviews' },
  { id: 'validateGoogleReCaptcha' },
  { id: 'getProductFromShoppingCart', capture: { shoppingCartId: '/data/0/shoppingCartId', cartProductId: '/data/0/productId' } },
  { id: 'getCoupons', capture: { couponCode: '/data/0/coupon' } },
  { id: 'applyCoupon' },
  { id: 'getUpdateShoppingCart', keep: ['shoppingCartId'] },
  { id: 'getCustomerWatchlistProduct', capture: { watchlistId: '/data/0/id' } },
  {
    id: 'getCustomerMessages',
    capture: { messageIds: firstMessageIds },
  },
  {
    id: 'getSellToBoldOrders',
    query: () => ({ ReferenceNumber: null }),
    capture: { quotedReference },
  },
  { id: 'getCustomerSalesOrders' },
  { id: 'getCustomerSalesOrderDetails' },
  { id: 'getRecentViewProduct' },
  { id: 'getCustomerOrder' },
  { id: 'getCustomerOrderDetails', capture: { zip: '/data/shippingAddress/zip' } },
  { id: 'getInvoice' },
  { id: 'trackCustomerOrder' },
  { id: 'getCustomerPurchasedReccommendedProduct' },
  { id: 'customerPortFolio', capture: { portfolioProductId: '/data/productsForPortfolio/0/productId' } },
  { id: 'getProductWiseCustomerTransactions' },
  { id: 'getCustomerPredictions' },
  { id: 'getSpotPricesDateWise' },
  { id: 'generateCustomerTaxReport' },
  { id: 'getShippingOptions' },
  { id: 'calculateTax' },
  { id: 'verifyEmail', query: () => ({ token: 'drift-not-a-token' }), keep: ['token'] },
  // Writes.
  { id: 'logPageView', write: true, as: 'none' },
  { id: 'customerBehaviourLog', write: true },
  { id: 'addPortfolioViews', write: true },
  { id: 'addProductToShoppingCart', write: true, keep: ['shoppingCartId'] },
  {
    id: 'updateProductQtyFromShoppingCart',
    write: true,
    body: (v) => ({
      shoppingCartProducts: [
        {
          productId: v.productId,
          quantity: 3,
          salesEventId: null,
          stockSource: 'Instock',
          shoppingCartId: v.shoppingCartId,
          selected: true,
          size: null,
        },
      ],
    }),
  },
  { id: 'updateCartProductSelection', write: true, query: () => ({ selected: true }) },
  {
    id: 'deleteProductFromShoppingCart',
    write: true,
    query: (v) => ({ ProductId: v.cartProductId ?? v.productId, productInventorySource: 'Instock', salesEventId: null, size: null }),
  },
  { id: 'addProductInCustomerWishList', write: true },
  { id: 'getCustomerWatchlistProduct', capture: { watchlistId: '/data/0/id' }, again: true },
  { id: 'deleteProductFromWatchlists', write: true },
  { id: 'markMessagesRead', write: true },
  { id: 'archiveMessages', write: true },
  { id: 'subscribeNewsletter', write: true, keep: ['email'], body: (v) => ({ email: `drift-news-${v.run}@example.com` }) },
  {
    id: 'connectWithBold',
    write: true,
    keep: ['email', 'customerId'],
    query: (v) => ({ email: `drift-connect-${v.run}@example.com`, customerId: null }),
  },
  { id: 'contactUS', write: true, keep: ['emailId'] },
  { id: 'sellToBoldRequests', write: true, keep: ['emailId', 'productId'] },
  {
    id: 'getSellToBoldOrders',
    query: () => ({ ReferenceNumber: null }),
    again: true,
    capture: { quotedReference },
  },
  { id: 'updateSellToBoldOrders', write: true, body: (v) => (v.quotedReference ? { referenceNumber: v.quotedReference } : {}) },
  { id: 'signUp', write: true, keep: ['emailId'], body: (v) => ({ emailId: `drift-${v.run}@example.com` }) },
  { id: 'guestSignIn', write: true, keep: ['emailId'], as: 'none', body: (v) => ({ emailId: `drift-guest-${v.run}@example.com` }) },
  { id: 'addProductReview', write: true },
  { id: 'addCouponForBullionPurchases', write: true },
  {
    id: 'updateContactInfo',
    write: true,
    body: (v) => ({ firstName: v.firstName, lastName: v.lastName, mobNo: v.mobNo, profilePhoto: null }),
  },
  { id: 'splitMyOrders', write: true },
  { id: 'mergeMyOrders', write: true },
  { id: 'fileUpload', write: true },
  { id: 'updateCustomerProfile', write: true },
  { id: 'updateCustomerPortfolio', write: true },
  { id: 'addCustomerHoldings', write: true },
  { id: 'addPortfolioCustomerFeedbacks', write: true },
  { id: 'addOrUpdateQuarterlyPredictedSpotPrices', write: true },
  { id: 'updateCustomerPortfolioSettings', write: true },
  { id: 'removePortfolioProducts', write: true, body: (v) => ({ productId: v.portfolioProductId ?? v.productId }) },
  {
    id: 'lockPrices',
    write: true,
    capture: { priceLockId: '/data/lockId' },
    body: (v) => ({ lines: [{ productId: v.productId, quantity: 1, stockSource: 'Instock', selected: true }] }),
  },
  { id: 'assessRisk', write: true },
  { id: 'authorizePayment', write: true },
  {
    id: 'placeOrder',
    write: true,
    capture: { invoice: '/data/order/invoice', zip: '/data/order/shippingAddress/zip' },
    header: () => ({ 'Idempotency-Key': randomUUID() }),
    body: (v) => ({ lines: [{ productId: v.productId, quantity: 1, stockSource: 'Instock', selected: true }], authorizationId: null }),
  },
  // The order just placed, as the customer sees it afterwards (for a new account, its first order).
  { id: 'getCustomerOrder', again: true },
  { id: 'getCustomerOrderDetails', again: true },
  { id: 'getInvoice', again: true },
  { id: 'trackCustomerOrder', again: true },
  {
    id: 'getCustomerMessages',
    again: true,
    capture: { messageIds: firstMessageIds },
  },
  { id: 'sendResetPasswordLink', write: true },
  { id: 'resetPassword', write: true, keep: ['token'], body: () => ({ token: 'drift-not-a-token' }) },
  { id: 'sendEmailVerificationLink', write: true },
  { id: 'unsubscribeFromBold', write: true },
  {
    id: 'changePassword',
    write: true,
    keep: ['CustomerId'],
    query: (v) => ({ CustomerId: v.customerId }),
    body: (v) => ({ oldPassword: v.password, newPassword: v.password }),
  },
  { id: 'signOut', write: true },
];

/** @type {import('../packages/drift/types.js').LivePlan} */
export default {
  steps,
  fields,
  captures,
  signIn: {
    id: 'signIn',
    keep: ['emailId'],
    body: (user, password) => ({ emailId: user, password }),
    token: '/data/token',
    userId: '/data/userId',
  },
  signUp: {
    id: 'signUp',
    keep: ['emailId'],
    body: (user, password) => ({ firstName: 'Drift', lastName: 'Checker', emailId: user, password }),
  },
};
