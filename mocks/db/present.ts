import type { components } from '@generated/schema';
import { purchaseLimitOf, type MockProduct } from './catalog';
import { priceTiers, spotAsk, stocksOf } from './pricing';
import { cents } from './random';
import type { SpotMarket } from './spot';

type Schemas = components['schemas'];

export const imagePathOf = (p: Pick<MockProduct, 'id'>) => `/images/products/${p.id}.svg`;

/** A catalog product as the API serves it in listings and search (SearchProduct). */
export function toSearchProduct(p: MockProduct, market: SpotMarket, at: Date): Schemas['SearchProduct'] {
  const ask = spotAsk(p, market, at);
  const tiers = priceTiers(p, ask);
  const lowestPrice = Math.min(...tiers.map((t) => t.discountPrice));
  return {
    id: p.id,
    name: p.name,
    productNameWithHypen: p.slug,
    imagePath: imagePathOf(p),
    ribbon: p.ribbon,
    stocks: stocksOf(p, ask),
    isClearanceProduct: p.isClearance,
    isGrouped: p.sizes.length > 0,
    discount: p.sale?.discountPercent ?? 0,
    isPreSale: p.stock.some((s) => s.stockName === 'presale'),
    isProductSoldBefore: p.sold > 0,
    productType: p.productType,
    metal: p.metal,
    ounces: Math.round(p.ounces * 10000) / 10000,
    weightLabel: p.weightLabel,
    mint: p.mint,
    lowestPrice,
    premiumOverSpot: p.fixedPrice !== undefined ? 0 : cents(lowestPrice - ask * p.ounces),
    isNew: p.isNew,
    isBestSeller: p.isBestSeller,
    isIraApproved: p.isIraApproved,
    salesEventEndsAt: p.sale?.endsAt ?? null,
  };
}

export function toProductDetail(
  p: MockProduct,
  market: SpotMarket,
  at: Date,
  rating: { average: number | null; count: number },
): Schemas['ProductDetail']['data'] {
  const specs: Record<string, string> =
    p.productType === 'Supplies'
      ? { Category: p.mint }
      : { Metal: p.metal, Weight: p.weightLabel, 'Mint or refiner': p.mint, Purity: purityOf(p) };
  if (p.year) specs.Year = String(p.year);
  return {
    ...toSearchProduct(p, market, at),
    description: p.description,
    images: [{ src: imagePathOf(p), alt: altTextOf(p) }],
    specifications: specs,
    activeSalesEventId: p.sale?.id ?? null,
    averageRating: rating.average,
    reviewCount: rating.count,
    purchaseLimit: purchaseLimitOf(p),
  };
}

export function purityOf(p: MockProduct): string {
  if (p.productType === 'Jewelry') return p.metal === 'Gold' ? '14k (.585) gold' : '.925 sterling silver';
  if (p.metal === 'Gold') return /Eagle|Krugerrand/.test(p.name) ? '.9167 fine gold (22k)' : '.9999 fine gold';
  if (p.metal === 'Copper') return '.999 fine copper';
  return `.999${p.metal === 'Silver' && /Maple|Britannia/.test(p.name) ? '9' : '5'} fine ${p.metal.toLowerCase()}`.replace(
    '.9995 fine silver',
    '.999 fine silver',
  );
}

export function altTextOf(p: MockProduct): string {
  const shape =
    p.productType === 'Bar'
      ? 'bar'
      : p.productType === 'Round'
        ? 'round'
        : p.productType === 'Jewelry'
          ? 'piece of jewelry'
          : p.productType === 'Supplies'
            ? 'supply item'
            : 'coin';
  return `${p.name}, ${p.metal.toLowerCase()} ${shape}`;
}

/** The customer as GetCustomerInfo and UpdateContactInfo answer: never the password, the saved preferences. */
export function toCustomerInfo(c: {
  customerId: number;
  firstName: string;
  lastName: string;
  profilePhoto: string | null;
  emailId: string;
  mobNo: string | null;
  isEmailVerified: boolean;
  customerType: string | null;
  allowSplit: boolean;
  allowCombineOrder: boolean;
  isSubscribed: boolean;
  profile: Schemas['ProfileUpdate'] | null;
}): Schemas['CustomerInfo'] {
  const p = c.profile;
  return {
    customerId: c.customerId,
    firstName: c.firstName,
    lastName: c.lastName,
    profilePhoto: c.profilePhoto,
    emailId: c.emailId,
    mobNo: c.mobNo,
    isEmailVerified: c.isEmailVerified,
    customerType: c.customerType,
    allowSplit: c.allowSplit,
    allowCombineOrder: c.allowCombineOrder,
    isSubscribed: c.isSubscribed,
    preferences: p
      ? {
          metalPreference: p.metalPreference ?? null,
          customerType: p.customerType ?? null,
          preferenceMintType: p.preferenceMintType ?? null,
          preferenceProductTypeId: p.preferenceProductTypeId ?? null,
          preferenceMints: p.preferenceMints ?? null,
          preferenceJewelryNCoupon: p.preferenceJewelryNCoupon ?? false,
        }
      : null,
  };
}
