import type { ProductDetail } from '@generated/hooks/model';
import { breadcrumbList } from '@/ui/page-meta';
import type { BreadcrumbList, ItemAvailability, Offer, Product, WithContext } from 'schema-dts';
import { sourceOf, tierFor, tierPrices, tierRange } from '@/domain/catalog/pricing';
import { canBuy } from '@/domain/catalog/stock-status';
import { CARD_SURCHARGE_RATE } from '@/domain/checkout/charges';

type ProductData = ProductDetail['data'];

/** A product page's one address: its id and the API's own slug, whatever slug the link that led here had. */
export const productPath = (p: { id: number; productNameWithHypen: string }) => `/product/${p.id}/${p.productNameWithHypen}`;

/** Schema.org's availability for each stock option's name. */
const AVAILABILITY: Record<string, ItemAvailability> = {
  'in stock': 'https://schema.org/InStock',
  Impaired: 'https://schema.org/InStock',
  presale: 'https://schema.org/PreOrder',
  'coming soon': 'https://schema.org/PreSale',
  preorder: 'https://schema.org/BackOrder',
  'out of stock': 'https://schema.org/OutOfStock',
};

/** How a shopper pays for each of the two prices (GoodRelations' payment methods, which schema.org takes). */
const PAYMENT = {
  eCheck: { name: 'eCheck or wire', methods: ['ByBankTransferInAdvance'] },
  card: {
    name: `Card or PayPal (${(CARD_SURCHARGE_RATE * 100).toFixed(1)}% more)`,
    methods: ['PayPal', 'VISA', 'MasterCard', 'AmericanExpress', 'Discover'],
  },
} as const;

/** The metal's category page, the product's parent in its breadcrumb. */
const METAL_CATEGORY: Record<string, { name: string; path: string }> = {
  Silver: { name: 'Silver Bullion', path: '/silver-bullion' },
  Gold: { name: 'Gold Bullion', path: '/gold-bullion' },
  Platinum: { name: 'Platinum and Palladium Bullion', path: '/platinum-bullion' },
  Palladium: { name: 'Platinum and Palladium Bullion', path: '/platinum-bullion' },
  Copper: { name: 'Copper Bullion', path: '/copper' },
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * A product as a search engine reads it: one Offer per payment method, each at the price of one unit that
 * the page's price table shows first (the option the page starts on), with every quantity tier as a
 * UnitPriceSpecification, the availability of that stock option, and `priceValidUntil` the day the page
 * was priced (prices follow spot: no price holds past the day). URLs are paths; the server makes them absolute.
 */
export function productStructuredData(p: ProductData, pricedAt: Date): WithContext<Product> {
  const stock = p.stocks.filter(canBuy)[0] ?? p.stocks[0];
  const tiers = stock?.floorWithPrices ?? [];
  const source = stock ? sourceOf(stock) : 'Instock';
  const first = tierFor(tiers, 1);
  const validUntil = pricedAt.toISOString().slice(0, 10);
  const offer = (method: keyof typeof PAYMENT): Offer | null => {
    if (!first) return null;
    const priceOf = (tier: typeof first) => tierPrices(tier, source)[method === 'eCheck' ? 'eCheckCents' : 'cardCents'];
    return {
      '@type': 'Offer',
      name: PAYMENT[method].name,
      url: productPath(p),
      price: dollars(priceOf(first)),
      priceCurrency: 'USD',
      priceValidUntil: validUntil,
      availability: AVAILABILITY[stock?.stockName ?? ''] ?? 'https://schema.org/InStock',
      itemCondition: stock?.stockName === 'Impaired' ? 'https://schema.org/DamagedCondition' : 'https://schema.org/NewCondition',
      acceptedPaymentMethod: PAYMENT[method].methods.map((m) => ({ '@id': `http://purl.org/goodrelations/v1#${m}` })),
      priceSpecification: tiers.map((tier) => ({
        '@type': 'UnitPriceSpecification',
        name: `${tierRange(tier)} units`,
        price: dollars(priceOf(tier)),
        priceCurrency: 'USD',
        eligibleQuantity: {
          '@type': 'QuantitativeValue',
          minValue: tier.floorMin,
          ...(tier.floorMax != null ? { maxValue: tier.floorMax } : {}),
          unitCode: 'C62',
        },
      })),
    };
  };
  const offers = [offer('eCheck'), offer('card')].filter((o): o is Offer => o !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: String(p.id),
    url: productPath(p),
    image: p.images.map((i) => i.src),
    ...(p.mint ? { brand: { '@type': 'Brand', name: p.mint } } : {}),
    ...(p.metal ? { material: p.metal } : {}),
    ...(p.weightLabel ? { weight: { '@type': 'QuantitativeValue', name: p.weightLabel } } : {}),
    ...(p.reviewCount && p.averageRating != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.averageRating,
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers,
  };
}

/** Home › (the metal's category) › the product. */
export function productBreadcrumb(p: ProductData): WithContext<BreadcrumbList> {
  const parent = p.metal ? METAL_CATEGORY[p.metal] : undefined;
  return breadcrumbList([{ name: 'Home', path: '/' }, ...(parent ? [parent] : []), { name: p.name, path: productPath(p) }]);
}

/** Home › the category (each segment of a nested category's path that is a page of its own is left to that page). */
export function categoryBreadcrumb(title: string, path: string): WithContext<BreadcrumbList> {
  return breadcrumbList([
    { name: 'Home', path: '/' },
    { name: title, path },
  ]);
}
