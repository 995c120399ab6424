import type { SearchProduct, Stock } from '@generated/hooks/model';
import { imageVersionKey, versionedImage } from '@/domain/chrome/image-version';
import { perOunceCents } from '@/domain/catalog/pricing';
import { stockStatus } from '@/domain/catalog/stock-status';
import { formatUsd } from '@/domain/money';
import { MethodPrice } from '@/ui/method-price';
import { KeptPart } from '@/ui/kept-part';
import { useRenderTime } from '@/ui/render-time';
import styles from './catalog.module.css';

/** What a bullion buyer compares: the price per troy ounce and the premium over spot (metal products only). */
export function PerOunce({ product }: { product: Pick<SearchProduct, 'lowestPrice' | 'ounces' | 'premiumOverSpot'> }) {
  const perOunce =
    product.lowestPrice !== undefined && product.ounces ? perOunceCents(Math.round(product.lowestPrice * 100), product.ounces) : null;
  if (perOunce === null) return null;
  return (
    <p className={styles.perOunce}>
      {formatUsd(perOunce / 100)} an ounce
      {product.premiumOverSpot !== undefined ? <>, {formatUsd(product.premiumOverSpot)} over spot</> : null}
    </p>
  );
}

/**
 * What a card reads of a product: all but its stocks' prices and sizes, of which it shows only whether it can
 * be bought (its tiers are the product page's). A listing's products are cards as they are.
 */
export type CardProduct = Omit<SearchProduct, 'stocks'> & { stocks: Pick<Stock, 'stockName' | 'stockQty'>[] };

/** A product as a card reads it, for data kept for cards alone (a page's data carries no tier it never shows). */
export function cardProduct({ stocks, ...product }: SearchProduct): CardProduct {
  return { ...product, stocks: stocks.map(({ stockName, stockQty }) => ({ stockName, stockQty })) };
}

/**
 * A product in a listing: picture, name, "as low as" price, stock status in words and colour, badges. Its
 * name is a plain link, which the listing's click handler follows in the store (useFollowLinks): a page
 * of listings holds dozens of cards, and a `Link` each resolved its path on every render. It reads no
 * context (the render time is given), so the server can keep its HTML ({@link ProductCardItem}).
 */
export function ProductCard({ product, now }: { product: CardProduct; now: Date }) {
  const status = stockStatus(product.stocks);
  const badges = [
    product.ribbon && product.ribbon !== 'New' ? product.ribbon : null,
    product.isNew ? 'New' : null,
    product.isPreSale ? 'Presale' : null,
    product.isClearanceProduct ? 'Clearance' : null,
    product.productType === 'Supplies' ? 'Supplies' : null,
  ].filter((b): b is string => Boolean(b));
  const href = `/product/${product.id}/${product.productNameWithHypen}`;
  return (
    <article className={styles.card} aria-labelledby={`product-${product.id}`}>
      <img src={versionedImage(product.imagePath, now)} alt="" width="240" height="240" loading="lazy" className={styles.image} />
      <h3 id={`product-${product.id}`} className={styles.name}>
        <a href={href}>{product.name}</a>
      </h3>
      {badges.length ? (
        <ul className={styles.badges} aria-label="Labels">
          {badges.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : null}
      {product.lowestPrice !== undefined ? (
        <p className={styles.price}>
          As low as{' '}
          <strong>
            <MethodPrice value={formatUsd(product.lowestPrice)} method="eCheck" each />
          </strong>
        </p>
      ) : null}
      <PerOunce product={product} />
      <p className={`${styles.stock} ${styles[status.tone]}`}>{status.label}</p>
    </article>
  );
}

/**
 * A card as an item of a listing's list. A listing's cards are most of its page (some 360 of a category's
 * 700 elements the server renders per request), and a card is the same on every page and for every shopper
 * until its product changes: on the server its HTML is kept under a name made of everything it shows (the
 * product as the page has it, the picture's version), and a card whose price or stock moved is a new name.
 */
export function ProductCardItem({ product }: { product: CardProduct }) {
  const now = useRenderTime();
  return (
    <KeptPart as="li" keep={() => `product-card ${imageVersionKey(now)} ${JSON.stringify(product)}`}>
      <ProductCard product={product} now={now} />
    </KeptPart>
  );
}
