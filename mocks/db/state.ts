import type { components } from '@generated/schema';
import { shippingCents, surchargeFor, toCents, toDollars, type PaymentMethod } from '@/domain/checkout/charges';
import type { MockProduct } from './catalog';
import { imagePathOf } from './present';
import { createRandom } from './random';

/** A signed-in session: whose it is and when it ends. */
export interface SessionRecord {
  customerId: number;
  expiresAt: string;
}

/** A one-time token (password reset, email verification): whose it is and when it stops working. */
export interface OneTimeToken {
  customerId: number;
  expiresAt: string;
}

type Schemas = components['schemas'];

export interface MockCustomer {
  customerId: number;
  firstName: string;
  lastName: string;
  emailId: string;
  password: string;
  mobNo: string | null;
  profilePhoto: string | null;
  isEmailVerified: boolean;
  customerType: string | null;
  allowSplit: boolean;
  allowCombineOrder: boolean;
  isSubscribed: boolean;
  isGuest: boolean;
  profile: Schemas['ProfileUpdate'] | null;
  portfolioSettings: Schemas['PortfolioSettings'];
}

export interface CartLine {
  shoppingCartId: number;
  productId: number;
  quantity: number;
  salesEventId: number | null;
  source: Schemas['InventorySource'];
  size: string | null;
  selected: boolean;
  isActive: boolean;
}

export type MockOrder = Schemas['OrderDetail'] & { customerId: number | null };

export type MockMessage = Schemas['CustomerMessage'] & { customerId: number };

/** Everything the shopper can change. It is what the browser persists, so a reload keeps the cart and orders. */
export interface WatchEntry {
  id: number;
  productId: number;
  addedOn: string;
  priceWhenAdded?: number;
  /** The customer's target price, and the side the price was on when it was set; cleared once the alert is sent. */
  target?: { price: number; priceWhenSet: number } | null;
}

export interface MutableState {
  customers: MockCustomer[];
  /** Live sessions by bearer token (128 random bits). */
  sessions: Record<string, SessionRecord>;
  carts: Record<number, CartLine[]>;
  /** priceWhenAdded is kept from the moment of adding; seeded entries have none and are priced at that day's close. */
  watchlists: Record<number, WatchEntry[]>;
  orders: MockOrder[];
  messages: MockMessage[];
  holdings: (Schemas['PortfolioHolding'] & { id: number })[];
  predictions: Record<number, Schemas['PredictedPrice'][]>;
  sellToBold: Schemas['SellToBoldOrder'][];
  salesOrders: (Schemas['SalesOrder'] & { emailId: string })[];
  coupons: Schemas['Coupon'][];
  addedReviews: Schemas['Review'][];
  subscribers: string[];
  contactMessages: Schemas['Feedback'][];
  feedback: Schemas['PortfolioFeedback'][];
  views: { pageViews: number; behaviourLogs: number; portfolioViews: number };
  /** Product ids a customer viewed, newest first. */
  recentViews: Record<number, number[]>;
  /** Password reset tokens: 30 minutes, single use. */
  resetTokens: Record<string, OneTimeToken>;
  /** Email verification tokens: 24 hours, single use. */
  verifyTokens: Record<string, OneTimeToken>;
  /** Recent failed sign-ins by email (lower case), for the slow-down. */
  signInFailures: Record<string, string[]>;
  /** Prices held for checkout (LockPrices), by lock id. */
  priceLocks: Record<string, PriceLockRecord>;
  /** Payments AuthorizePayment approved, by authorisation id; each pays for one order. */
  authorizations: Record<string, AuthorizationRecord>;
  /** The risk score AssessRisk took for each visit (sessionId), and whose checkout it was. */
  riskScores: Record<string, { customerId: number; score: number }>;
  /** Orders by the Idempotency-Key that placed them, so a retry answers with the same order. */
  placedByKey: Record<string, { customerId: number; invoice: string }>;
  /** Uploaded profile photos as data URLs, by the path FileUpload answered (one per customer). */
  uploads: Record<string, string>;
  nextId: number;
}

export interface PriceLockRecord {
  customerId: number;
  lockedAt: string;
  expiresAt: string;
  lines: Schemas['PriceLock']['data']['lines'];
}

export interface AuthorizationRecord {
  customerId: number;
  method: 'Card' | 'PayPal' | 'ApplePay';
  amountCents: number;
  /** The invoice it paid for, once used. */
  usedFor: string | null;
}

export const DEMO_PASSWORD = 'Bullion#2026';
export const DEMO_EMAIL = 'demo@boldbullion.test';
export const COLLECTOR_EMAIL = 'collector@boldbullion.test';
export const COLLECTOR_PASSWORD = 'Collector#2026';

export const defaultPortfolioSettings = (): Schemas['PortfolioSettings'] => ({
  showPrediction: true,
  showActualPrice: true,
  showMetalPrice: true,
  showVdo: true,
  doNotShowAgain: false,
  showGoldPrediction: true,
  showSilverPrediction: true,
  showTotalPrediction: true,
});

export function newCustomer(
  id: number,
  c: Partial<MockCustomer> & Pick<MockCustomer, 'firstName' | 'lastName' | 'emailId' | 'password'>,
): MockCustomer {
  return {
    customerId: id,
    mobNo: null,
    profilePhoto: null,
    isEmailVerified: false,
    customerType: null,
    allowSplit: true,
    allowCombineOrder: false,
    isSubscribed: false,
    isGuest: false,
    profile: null,
    portfolioSettings: defaultPortfolioSettings(),
    ...c,
  };
}

const TEMPLATES: Record<Schemas['OrderStatus'], string> = {
  'Pending Payment':
    'Your order {invoice} has been received. Please complete your {paymentMethod} payment within 3 business days to lock in your prices.',
  'Payment Received': 'Your payment by {paymentMethod} for order {invoice} has been received.',
  Processing: 'Success! Your order {invoice} is being packed and ships within 2 business days.',
  Shipped: 'Your order {invoice} has shipped on {shipDate}. Track it with {trackingNo}.',
  Delivered: 'Your order {invoice} shipped on {shipDate} has been delivered. Tracking number {trackingNo}.',
  Cancelled: 'Your order {invoice} has been cancelled. Your {paymentMethod} payment will be refunded within 5 business days.',
};

export function trackingNumber(carrier: Schemas['Carrier'], n: number): string {
  const digits = (len: number) =>
    String(n * 7919 + 1e15)
      .replace(/\D/g, '')
      .padEnd(len, '7')
      .slice(0, len);
  if (carrier === 'UPS') return `1Z999AA1${digits(10)}`;
  if (carrier === 'FedEx') return digits(12);
  return `9400${digits(18)}`;
}

export interface NewOrder {
  customerId: number | null;
  emailId: string;
  lines: Schemas['OrderLine'][];
  ounces: number;
  address: Schemas['Address'];
  paymentMethod: PaymentMethod;
  status: Schemas['OrderStatus'];
  orderDate: Date;
  couponCredit?: number;
  carrier?: Schemas['Carrier'];
  /** Charges worked out by checkout; the seed leaves them to addOrder (standard shipping, no tax). */
  charges?: {
    subtotalCents: number;
    surchargeCents: number;
    discountCents: number;
    shippingCents: number;
    giftWrapCents: number;
    signatureCents: number;
    taxCents: number;
    totalCents: number;
  };
  options?: {
    shippingMethod: string;
    billingAddress: Schemas['Address'];
    isGiftWrap: boolean;
    signatureConfirmation: boolean;
    shipToDepository: boolean;
    orderNote: string | null;
  };
}

const DAY = 86400_000;

/** The statuses an order has passed through to reach its status, oldest first. */
export function statusHistory(
  status: Schemas['OrderStatus'],
  orderDate: Date,
  paymentMethod: PaymentMethod,
): NonNullable<Schemas['OrderDetail']['statusHistory']> {
  const at = (days: number) => new Date(orderDate.getTime() + days * DAY).toISOString();
  const paid = paymentMethod === 'eCheck' || paymentMethod === 'Wire' ? ['Pending Payment', 'Payment Received'] : ['Payment Received'];
  const path: Schemas['OrderStatus'][] =
    status === 'Cancelled'
      ? [paid[0] as Schemas['OrderStatus'], 'Cancelled']
      : [...(paid as Schemas['OrderStatus'][]), 'Processing', 'Shipped', 'Delivered'];
  const end = path.indexOf(status);
  return path
    .slice(0, end === -1 ? path.length : end + 1)
    .map((s, i) => ({ status: s, at: at(s === 'Delivered' ? 6 : s === 'Shipped' ? 3 : i) }));
}

/** Creates an order with its totals and its first message; used by the seed and by PlaceOrder. */
export function addOrder(state: MutableState, o: NewOrder): MockOrder {
  const n = state.nextId++;
  const invoice = `BPM-${240100 + n}`;
  const subCents = o.lines.reduce((s, l) => s + toCents(l.unitPrice) * l.quantity, 0);
  const creditCents = o.charges?.discountCents ?? toCents(o.couponCredit ?? 0);
  const shipCents = o.charges?.shippingCents ?? shippingCents(subCents - creditCents, o.ounces, o.address.country === 'US');
  const surcharge = o.charges?.surchargeCents ?? surchargeFor(subCents - creditCents, o.paymentMethod);
  const extrasCents = (o.charges?.giftWrapCents ?? 0) + (o.charges?.signatureCents ?? 0);
  const taxCents = o.charges?.taxCents ?? 0;
  const shipped = o.status === 'Shipped' || o.status === 'Delivered';
  const carrier = o.carrier ?? (['USPS', 'UPS', 'FedEx'] as const)[n % 3] ?? 'UPS';
  const shipDate = shipped ? new Date(o.orderDate.getTime() + 3 * 86400_000).toISOString().slice(0, 10) : null;
  const order: MockOrder = {
    customerId: o.customerId,
    invoice,
    orderDate: o.orderDate.toISOString(),
    status: o.status,
    grandTotal: toDollars(o.charges?.totalCents ?? subCents - creditCents + shipCents + surcharge + extrasCents + taxCents),
    paymentMethod: o.paymentMethod,
    itemCount: o.lines.reduce((s, l) => s + l.quantity, 0),
    trackingNo: shipped ? trackingNumber(carrier, n) : null,
    carrierCode: shipped ? carrier : null,
    shipDate,
    lines: o.lines,
    subTotal: toDollars(subCents),
    shippingCharges: toDollars(shipCents),
    tax: toDollars(taxCents),
    surcharge: toDollars(surcharge),
    amountCRFromCoupon: toDollars(creditCents),
    shippingMethod: o.options?.shippingMethod ?? 'standard',
    shippingAddress: o.address,
    billingAddress: o.options?.billingAddress ?? o.address,
    emailId: o.emailId,
    isGiftWrap: o.options?.isGiftWrap ?? false,
    giftWrapCharge: toDollars(o.charges?.giftWrapCents ?? 0),
    signatureConfirmation: o.options?.signatureConfirmation ?? false,
    signatureCharge: toDollars(o.charges?.signatureCents ?? 0),
    shipToDepository: o.options?.shipToDepository ?? false,
    orderNote: o.options?.orderNote ?? null,
    statusHistory: statusHistory(o.status, o.orderDate, o.paymentMethod),
  };
  state.orders.unshift(order);
  if (o.customerId !== null) {
    state.messages.unshift({
      customerId: o.customerId,
      id: state.nextId++,
      msgText: TEMPLATES[o.status],
      isRead: false,
      isArchive: false,
      trackingNo: order.trackingNo ?? null,
      carrierCode: order.carrierCode ?? null,
      invoice,
      paymentMethod: o.paymentMethod,
      shipDate,
      createdAt: o.orderDate.toISOString(),
    });
  }
  return order;
}

export const orderLine = (p: MockProduct, quantity: number, unitPrice: number): Schemas['OrderLine'] => ({
  productId: p.id,
  productName: p.name,
  productNameWithHypen: p.slug,
  imagePath: imagePathOf(p),
  quantity,
  unitPrice,
  discount: 0,
  productInventorySource: 'Instock',
  size: null,
});

/** The seeded state: two demo customers with carts, watchlists, orders in every state, messages, holdings and more. */
export function seedState(seed: number, catalog: MockProduct[], now: Date, priceOf: (p: MockProduct, qty: number) => number): MutableState {
  const rng = createRandom(seed + 7);
  const state: MutableState = {
    customers: [],
    sessions: {},
    carts: {},
    watchlists: {},
    orders: [],
    messages: [],
    holdings: [],
    predictions: {},
    sellToBold: [],
    salesOrders: [],
    coupons: [],
    addedReviews: [],
    subscribers: ['already@boldbullion.test'],
    contactMessages: [],
    feedback: [],
    views: { pageViews: 0, behaviourLogs: 0, portfolioViews: 0 },
    recentViews: {},
    resetTokens: {},
    verifyTokens: {},
    signInFailures: {},
    priceLocks: {},
    authorizations: {},
    riskScores: {},
    placedByKey: {},
    uploads: {},
    nextId: 1,
  };
  const demo = newCustomer(1001, {
    firstName: 'Alexandra',
    lastName: 'Sterling',
    emailId: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    mobNo: '4155550134',
    isEmailVerified: true,
    customerType: 'Investor',
    isSubscribed: true,
    profile: {
      customerId: 1001,
      boldUserName: null,
      metalPreference: 'Gold',
      customerType: 'Investor',
      preferenceMintType: 'Government',
      preferenceProductTypeId: 1,
      preferenceMints: 'US Mint,Royal Canadian Mint',
      preferenceJewelryNCoupon: false,
      isPreferenceUpdated: true,
    },
  });
  const collector = newCustomer(1002, {
    firstName: 'Sam',
    lastName: 'Okafor',
    emailId: COLLECTOR_EMAIL,
    password: COLLECTOR_PASSWORD,
    mobNo: '2125550199',
    customerType: 'Collector',
  });
  state.customers.push(demo, collector);

  const inStock = catalog.filter((p) => p.stock.some((s) => s.stockName === 'in stock' && s.qty > 50) && p.productType !== 'Supplies');
  const pick = (metal: string) => rng.pick(inStock.filter((p) => p.metal === metal && p.productType !== 'Jewelry'));
  const address: Schemas['Address'] = {
    firstName: 'Alexandra',
    lastName: 'Sterling',
    company: null,
    line1: '500 Market St',
    line2: 'Suite 12',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
    phone: '4155550134',
  };
  const statuses: Schemas['OrderStatus'][] = [
    'Delivered',
    'Delivered',
    'Shipped',
    'Shipped',
    'Processing',
    'Payment Received',
    'Pending Payment',
    'Cancelled',
  ];
  const carriers: Schemas['Carrier'][] = ['USPS', 'UPS', 'FedEx', 'UPS', 'FedEx', 'USPS', 'UPS', 'USPS'];
  const methods: PaymentMethod[] = ['eCheck', 'Card', 'Wire', 'PayPal', 'eCheck', 'Wire', 'eCheck', 'Card'];
  statuses.forEach((status, i) => {
    const products = [pick(i % 2 ? 'Gold' : 'Silver'), pick('Silver')];
    const lines = products.map((p, j) => {
      const qty = p.metal === 'Gold' ? 1 : (j + 1) * 10;
      return orderLine(p, qty, priceOf(p, qty));
    });
    const ounces = products.reduce((s, p, j) => s + p.ounces * (lines[j]?.quantity ?? 0), 0);
    addOrder(state, {
      customerId: demo.customerId,
      emailId: demo.emailId,
      lines,
      ounces,
      address,
      paymentMethod: methods[i] ?? 'eCheck',
      status,
      orderDate: new Date(now.getTime() - (statuses.length - i) * 9 * 86400_000),
      carrier: carriers[i],
    });
  });
  // Older messages are read, one archived, so the inbox has all three states.
  state.messages.forEach((m, i) => {
    if (i >= 4) m.isRead = true;
    if (i >= 6) m.isArchive = true;
  });
  addOrder(state, {
    customerId: collector.customerId,
    emailId: collector.emailId,
    lines: [orderLine(pick('Silver'), 5, 40)],
    ounces: 5,
    address: { ...address, firstName: 'Sam', lastName: 'Okafor', line1: '20 W 34th St', city: 'New York', state: 'NY', zip: '10001' },
    paymentMethod: 'Card',
    status: 'Delivered',
    orderDate: new Date(now.getTime() - 40 * 86400_000),
  });

  for (const order of state.orders.filter(
    (o) => o.customerId === demo.customerId && (o.status === 'Delivered' || o.status === 'Shipped'),
  )) {
    for (const line of order.lines) {
      const p = catalog.find((x) => x.id === line.productId);
      if (!p) continue;
      state.holdings.push({
        id: state.nextId++,
        customerId: demo.customerId,
        productId: p.id,
        transactionDate: order.orderDate.slice(0, 10),
        transactionQuantity: line.quantity,
        productUnitPrice: line.unitPrice,
        transactionType: 'Buy',
        goldSpot: null,
        silverSpot: null,
        source: 'order',
        sourceName: order.invoice,
        metal: p.metal,
        ouncesPerUnit: p.ounces,
        productName: p.name,
        userSpot: null,
        userPremium: null,
      });
    }
  }
  state.predictions[demo.customerId] = [1, 2, 3, 4].map((q) => ({
    // The starts of the next four quarters.
    dateNTime: new Date(Date.UTC(now.getUTCFullYear(), (Math.floor(now.getUTCMonth() / 3) + q) * 3, 1)).toISOString(),
    goldOptimalPrediction: 2750 + q * 60,
    goldWorstPrediction: 2600 - q * 25,
    silverOptimalPrediction: 32 + q * 1.1,
    silverWorstPrediction: 30 - q * 0.6,
  }));

  // Lines at different tiers, so a tier or total bug shows: 5 and 1 at the first tier, 20 (the second tier's first unit) of a third coin.
  const coins = inStock.filter((p) => p.productType === 'Coin');
  const atSecondTier = coins
    .slice(2)
    .find((p) => p.ounces < 10 && !p.sale && p.stock.some((s) => s.stockName === 'in stock' && s.qty >= 40));
  const cartLines: [MockProduct, number][] = [
    [coins[0], 5],
    [coins[1], 1],
    [atSecondTier, 20],
  ].filter((l): l is [MockProduct, number] => l[0] !== undefined);
  state.carts[demo.customerId] = cartLines.map(([p, quantity]) => ({
    shoppingCartId: state.nextId++,
    productId: p.id,
    quantity,
    salesEventId: p.sale?.id ?? null,
    source: 'Instock',
    size: null,
    selected: true,
    isActive: true,
  }));
  state.watchlists[demo.customerId] = inStock
    .filter((p) => p.metal === 'Gold')
    .slice(0, 3)
    .map((p) => ({ id: state.nextId++, productId: p.id, addedOn: new Date(now.getTime() - 5 * 86400_000).toISOString() }));

  state.recentViews[demo.customerId] = inStock.slice(3, 9).map((p) => p.id);

  const eagles = catalog.filter((p) => p.name.includes('American Silver Eagle')).map((p) => p.id);
  const year = now.getUTCFullYear();
  state.coupons = [
    // The balance is what is left of the coupon's credit, not what one order takes off: $10 an order.
    {
      couponCode: 'SILVER10',
      couponType: 'Order',
      discountType: '$',
      discountValue: 10,
      currentBalance: 40,
      applicableProducts: [],
      expiryDate: `${year + 1}-01-31T23:59:59Z`,
      description: '$10 off any order',
    },
    {
      couponCode: 'GOLD2',
      couponType: 'Order',
      discountType: '%',
      discountValue: 2,
      currentBalance: 0,
      applicableProducts: [],
      expiryDate: `${year + 1}-03-31T23:59:59Z`,
      description: '2% off any order',
    },
    {
      couponCode: 'EAGLE5',
      couponType: 'Product',
      discountType: '%',
      discountValue: 5,
      currentBalance: 0,
      applicableProducts: eagles,
      expiryDate: `${year + 1}-01-31T23:59:59Z`,
      description: '5% off American Silver Eagles',
    },
    {
      couponCode: 'SUMMER25',
      couponType: 'Order',
      discountType: '$',
      discountValue: 25,
      currentBalance: 25,
      applicableProducts: [],
      expiryDate: `${year}-08-31T23:59:59Z`,
      description: '$25 off (summer sale, expired)',
    },
  ];

  const stbStatuses: Schemas['SellToBoldOrder']['status'][] = ['Requested', 'Quoted', 'Accepted', 'Paid'];
  stbStatuses.forEach((status, i) => {
    state.sellToBold.push({
      referenceNumber: `STB-${10020 + i}`,
      status,
      createdAt: new Date(now.getTime() - (20 - i * 4) * 86400_000).toISOString(),
      emailId: demo.emailId,
      items: [
        {
          productId: null,
          description: i % 2 ? '1 oz Gold Krugerrand' : '1 oz Silver Maple Leaf',
          metal: i % 2 ? 'Gold' : 'Silver',
          quantity: i % 2 ? 2 : 20,
          ouncesPerUnit: 1,
          offeredPrice: null,
        },
      ],
      quotedTotal: status === 'Requested' ? null : i % 2 ? 5300 : 598,
      notes: 'Mixed years',
    });
  });
  state.salesOrders.push({
    customerInvoice: 'SO-3301',
    createdAt: new Date(now.getTime() - 60 * 86400_000).toISOString(),
    total: 598,
    status: 'Paid',
    emailId: demo.emailId,
    items: [
      { productId: null, description: '1 oz Silver Maple Leaf', metal: 'Silver', quantity: 20, ouncesPerUnit: 1, offeredPrice: 29.9 },
    ],
  });
  return state;
}
