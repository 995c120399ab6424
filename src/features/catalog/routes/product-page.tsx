import { useParams } from 'react-router';
import { useGetProductDetails } from '@generated/hooks/product/product';
import { isApiError } from '@/api';
import { versionedImage } from '@/domain/chrome/image-version';
import { NotFound } from '@/ui/not-found';
import { PageTitle } from '@/ui/page-title';
import { PurchaseForm } from '../components/purchase-form';
import styles from '../components/product.module.css';
import { Reviews } from '../components/reviews';
import { ProductRails } from '../components/product-rails';
import { Component as CategoryPage } from './category-page';
import { LoadError } from '@/ui/load-error';
import { ProductPriceComparison } from '@/features/market/components/product-price-comparison';
import { useRenderTime } from '@/ui/render-time';
import { HydrateApart } from '@/ui/hydrate-apart';

/** /product/{id}/{productNameWithHypen}; /product/movietheme is a category page of the menus. */
export function Component() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <CategoryPage />;
  return <ProductPage productId={Number(id)} />;
}

function ProductPage({ productId }: { productId: number }) {
  const now = useRenderTime();
  const valid = productId > 0;
  const query = useGetProductDetails({ productId }, { query: { enabled: valid } });
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) return <NotFound />;
  const p = query.data?.data;
  if (!p) {
    return (
      <div className="page">
        <PageTitle title={query.isError ? 'This product could not be loaded' : 'Loading product…'} />
        {query.isError ? <LoadError message="We could not load this product. Your cart is safe." onRetry={query.refetch} /> : null}
      </div>
    );
  }
  return (
    <div className="page">
      <div className={styles.top}>
        <div>
          {p.images.map((img, i) => (
            <img key={img.src} src={versionedImage(img.src, now)} alt={img.alt} width="480" height="480" className={styles.image} fetchPriority={i === 0 ? 'high' : undefined} />
          ))}
        </div>
        <div>
          <PageTitle title={p.name} />
          {p.reviewCount ? <p>{p.averageRating?.toFixed(1)} out of 5 from {p.reviewCount} reviews</p> : null}
          <PurchaseForm product={p} />
        </div>
      </div>
      <section aria-labelledby="details-title" className={styles.section}>
        <h2 id="details-title">Details</h2>
        <p>{p.description}</p>
        {p.specifications ? (
          <dl className={styles.specs}>
            {Object.entries(p.specifications).map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
      {/* Below the fold, each hydrates in a pass of its own. */}
      <HydrateApart>
        <div className={styles.section}>
          <ProductPriceComparison productName={p.name} />
        </div>
      </HydrateApart>
      <HydrateApart>
        <Reviews productId={p.id} />
      </HydrateApart>
      <HydrateApart>
        <ProductRails productId={p.id} />
      </HydrateApart>
    </div>
  );
}
