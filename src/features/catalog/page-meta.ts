import type { ProductDetail } from '@generated/hooks/model';
import { formatUsd } from '@/domain/money';
import type { PageMeta } from '@/ui/server-response';
import type { CategoryCards } from './queries';
import { categoryBreadcrumb, productBreadcrumb, productPath, productStructuredData } from './structured-data';

type Product = ProductDetail['data'];

/**
 * What a product page says of itself: what it is (weight, metal, mint), its price from by the payment
 * method it is, and as structured data its offers by payment method and its breadcrumb.
 */
export function productMeta(p: Product, pricedAt: Date): PageMeta {
  const what = [p.weightLabel, p.metal ? p.metal.toLowerCase() : null, p.productType ? p.productType.toLowerCase() : null]
    .filter(Boolean)
    .join(' ');
  const from = p.mint ? ` from ${p.mint}` : '';
  const price = p.lowestPrice !== undefined ? ` From ${formatUsd(p.lowestPrice)} by eCheck or wire, 4.2% more by card or PayPal.` : '';
  return {
    description: `${p.name}: ${what || 'bullion'}${from}, priced live off the spot market and shipped fully insured.${price}`,
    canonical: productPath(p),
    image: p.images[0]?.src ?? p.imagePath,
    type: 'product',
    ...(p.lowestPrice !== undefined ? { price: { amount: p.lowestPrice, currency: 'USD' as const } } : {}),
    structuredData: [productStructuredData(p, pricedAt), productBreadcrumb(p)],
  };
}

/**
 * What a category page says of itself. Its canonical address is the category's path: a sort or a filter
 * is the same page; a page number is a page of its own.
 */
export function categoryMeta(pathname: string, data: CategoryCards): PageMeta {
  const page = data.pageNumber + 1;
  const count = data.totalCount === 1 ? '1 product' : `${data.totalCount} products`;
  const about = data.description ?? `${data.title}, priced live off the spot market.`;
  return {
    description: `${about} ${count}, each with its price by eCheck or wire and by card or PayPal.${page > 1 ? ` Page ${page}.` : ''}`,
    canonical: page > 1 ? `${pathname}?page=${page}` : pathname,
    ...(data.products[0] ? { image: data.products[0].imagePath } : {}),
    structuredData: [categoryBreadcrumb(data.title, pathname)],
  };
}
