/**
 * The customer's preferences (UpdateCustomerProfile's fields), one shape for the header's popup and
 * the account settings: saved to the profile when signed in, kept in this browser for a guest.
 */
export interface Preferences {
  metalPreference: string;
  customerType: string;
  mintType: string;
  /** preferenceProductTypeId: the product type shown first. */
  productTypeId: number | null;
  mints: string[];
  /** preferenceJewelryNCoupon: show jewelry and coupon offers. */
  jewelryAndCoupons: boolean;
}

export const METALS = ['Silver', 'Gold', 'Platinum', 'Palladium', 'Copper'] as const;
export const CUSTOMER_TYPES = ['Investor', 'Collector', 'First-time buyer', 'Dealer'] as const;
export const MINT_TYPES = ['Government', 'Private'] as const;
export const PRODUCT_TYPES = [
  { id: 1, label: 'Coins' },
  { id: 2, label: 'Bars' },
  { id: 3, label: 'Rounds' },
  { id: 4, label: 'Jewelry' },
] as const;
export const MINTS = [
  'US Mint',
  'Royal Canadian Mint',
  'British Royal Mint',
  'Perth Mint',
  'PAMP',
  'Valcambi',
  'Scottsdale',
  'Sunshine',
] as const;

export const NO_PREFERENCES: Preferences = {
  metalPreference: '',
  customerType: '',
  mintType: '',
  productTypeId: null,
  mints: [],
  jewelryAndCoupons: false,
};

/** What the server keeps (CustomerInfo.preferences, UpdateCustomerProfile's body without the ids). */
export interface SavedPreferences {
  metalPreference: string | null;
  customerType: string | null;
  preferenceMintType: string | null;
  preferenceProductTypeId: number | null;
  preferenceMints: string | null;
  preferenceJewelryNCoupon: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | '' =>
  (list as readonly unknown[]).includes(value) ? (value as T) : '';
const productType = (id: unknown): number | null => (PRODUCT_TYPES.some((t) => t.id === id) ? (id as number) : null);
const knownMints = (names: unknown[]): string[] => MINTS.filter((m) => names.includes(m));

export function toSaved(p: Preferences): SavedPreferences {
  return {
    metalPreference: p.metalPreference || null,
    customerType: p.customerType || null,
    preferenceMintType: p.mintType || null,
    preferenceProductTypeId: p.productTypeId,
    preferenceMints: p.mints.length ? knownMints(p.mints).join(',') : null,
    preferenceJewelryNCoupon: p.jewelryAndCoupons,
  };
}

export function fromSaved(s: SavedPreferences | null | undefined): Preferences {
  if (!s) return NO_PREFERENCES;
  return {
    metalPreference: oneOf(METALS, s.metalPreference),
    customerType: oneOf(CUSTOMER_TYPES, s.customerType),
    mintType: oneOf(MINT_TYPES, s.preferenceMintType),
    productTypeId: productType(s.preferenceProductTypeId),
    mints: knownMints((s.preferenceMints ?? '').split(',').map((m) => m.trim())),
    jewelryAndCoupons: s.preferenceJewelryNCoupon,
  };
}

/** A guest's stored preferences; anything unreadable or unknown is dropped, never shown. */
export function parseStored(json: string | null): Preferences {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? 'null');
  } catch {
    return NO_PREFERENCES;
  }
  if (typeof raw !== 'object' || raw === null) return NO_PREFERENCES;
  const r = raw as Record<string, unknown>;
  return {
    metalPreference: oneOf(METALS, r.metalPreference),
    customerType: oneOf(CUSTOMER_TYPES, r.customerType),
    mintType: oneOf(MINT_TYPES, r.mintType),
    productTypeId: productType(r.productTypeId),
    mints: Array.isArray(r.mints) ? knownMints(r.mints) : [],
    jewelryAndCoupons: r.jewelryAndCoupons === true,
  };
}

/** One line of what was chosen, for the settings summary: "Gold · Investor · Coins · US Mint, Perth Mint". */
export function describePreferences(p: Preferences): string {
  const parts = [
    p.metalPreference,
    p.customerType,
    PRODUCT_TYPES.find((t) => t.id === p.productTypeId)?.label ?? '',
    p.mintType ? `${p.mintType} mints` : '',
    p.mints.join(', '),
    p.jewelryAndCoupons ? 'jewelry and coupon offers' : '',
  ];
  const said = parts.filter(Boolean).join(' · ');
  return said || 'No preferences saved yet.';
}
