import { useEffect, useEffectEvent } from 'react';
import { data, redirect, useActionData, useParams, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formText, isApiError, loadQueries, routeDataContext, WHICH_FORM, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { addToCart, GuestCartFull, guestCartWhere } from '@/features/cart';
import { versionedImage } from '@/domain/chrome/image-version';
import { NotFound } from '@/ui/not-found';
import { PageTitle } from '@/ui/page-title';
import { PURCHASE_FORM, PurchaseForm, purchaseOf, type PurchaseRefusal, type PurchaseValues } from '../components/purchase-form';
import styles from '../components/product.module.css';
import { Reviews } from '../components/reviews';
import { ProductRails } from '../components/product-rails';
import { Component as CategoryPage, loader as categoryLoader } from './category-page';
import { productIdOf, productQuery, reviewsQuery, similarQuery } from '../queries';
import { LoadError } from '@/ui/load-error';
import { ProductPriceComparison, productComparisonQuery } from '@/features/market';
import { useRenderTime } from '@/ui/render-time';
import { HydrateApart } from '@/ui/hydrate-apart';
import { useServerResponse } from '@/ui/server-response';
import { usePageMeta } from '@/ui/page-meta';
import { productMeta } from '../page-meta';
import { ecommerceEvent } from '@/domain/analytics/ga4';
import { track } from '@/features/analytics';

/**
 * The product with everything under it in one round of calls: its reviews, the products like it and the
 * price comparisons are asked by the product's id (or the day), not by its answer, so none waits for it.
 */
export async function loader(args: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const productId = productIdOf(args.params.id);
  if (productId === null) return categoryLoader(args);
  if (productId <= 0) return null;
  await loadQueries(args.context, [
    productQuery(productId),
    productComparisonQuery(new Date(args.context.get(routeDataContext).now())),
    reviewsQuery(productId, 0, null),
    similarQuery(productId),
  ]);
  return null;
}

/** The text a form field sent, or '' for none (a file, a field left out). */

/**
 * The purchase form sent as a form (without script, or before it arrived): the item goes into the
 * shopper's cart (a guest's cookie, set on the answer, or a customer's through the API) and the shopper to
 * the cart, which is where a shopper without script sees what they added. Refused, the page comes back with
 * why, on the quantity, and what was chosen.
 */
export async function action({ request, context, params }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const form = await request.formData();
  const productId = productIdOf(params.id);
  if (productId === null || productId <= 0 || form.get(WHICH_FORM) !== PURCHASE_FORM) return null;
  const routeData = context.get(routeDataContext);
  const values: PurchaseValues = {
    stockCode: formText(form, 'stockCode'),
    size: formText(form, 'size'),
    quantity: formText(form, 'quantity').trim(),
  };
  const refuse = (error: string, status: number) => data<PurchaseRefusal>({ form: PURCHASE_FORM, error, values }, { status });
  let problem: string | null;
  try {
    const product = (await routeData.queryClient.fetchQuery(productQuery(productId))).data;
    const guest = guestCartWhere(routeData, request);
    const purchase = purchaseOf(product, values, guest?.lines ?? []);
    problem = purchase.problem;
    if (!problem && purchase.item) await addToCart(purchase.item, guest);
  } catch (e) {
    if (e instanceof GuestCartFull) return refuse(e.message, 409);
    if (isApiError(e) && e.status < 500) return refuse(e.message, e.status);
    return refuse('We could not add it to your cart. Try again.', 503);
  }
  if (problem) return refuse(problem, 400);
  return redirect('/cart/cart', 303);
}

/** /product/{id}/{productNameWithHypen}; /product/movietheme is a category page of the menus. */
export function Component() {
  const { id } = useParams();
  const productId = productIdOf(id);
  if (productId === null) return <CategoryPage />;
  return <ProductPage productId={productId} />;
}

function ProductPage({ productId }: { productId: number }) {
  const now = useRenderTime();
  const refused = useActionData<typeof action>() ?? null;
  const valid = productId > 0;
  const serverResponse = useServerResponse();
  // Not asked again on mount after a failure: the server's not-found product hydrates as not found.
  const query = useQuery({ ...productQuery(productId), enabled: valid, retryOnMount: false });
  const product = query.data?.data;
  usePageMeta(product ? productMeta(product, new Date(now)) : null);
  // The view, GA4's way, once the product is there (once a product: not again at each refresh of its prices).
  const viewedId = product?.id ?? null;
  const view = useEffectEvent(() => {
    if (!product) return;
    const price = product.stocks[0]?.floorWithPrices?.[0]?.discountPrice ?? 0;
    track(ecommerceEvent('view_item', [{ productId: product.id, name: product.name, price, quantity: 1 }]));
  });
  useEffect(() => {
    if (viewedId !== null) view();
  }, [viewedId]);
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404)) return <NotFound />;
  const p = query.data?.data;
  if (!p) {
    // On the server: the API failed for this product (its error state) or did not answer in time (its
    // loading state, which the browser fills), so the page goes out as a 503, never as a product page
    // without a product.
    serverResponse?.setStatus(503);
    return (
      <div className="page">
        <PageTitle title={query.isError ? 'This product could not be loaded' : 'Loading product…'} pending={!query.isError} />
        {query.isError ? <LoadError message="We could not load this product. Your cart is safe." onRetry={query.refetch} /> : null}
      </div>
    );
  }
  return (
    <div className="page">
      <div className={styles.top}>
        <div>
          {p.images.map((img, i) => (
            <img
              key={img.src}
              src={versionedImage(img.src, now)}
              alt={img.alt}
              width="480"
              height="480"
              className={styles.image}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          ))}
        </div>
        <div>
          <PageTitle title={p.name} />
          {p.reviewCount ? (
            <p>
              {p.averageRating?.toFixed(1)} out of 5 from {p.reviewCount} reviews
            </p>
          ) : null}
          <PurchaseForm product={p} refused={refused} />
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
