import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, useActionData, useNavigation, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import {
  deleteProductFromWatchlists,
  getGetCustomerWatchlistProductQueryKey,
  getGetCustomerWatchlistProductQueryOptions,
  useGetCustomerWatchlistProduct,
} from '@generated/hooks/shopping-cart/shopping-cart';
import type { WatchlistItem } from '@generated/hooks/model';
import { isApiError, refusedStatus, routeDataContext, type LoadableQuery } from '@/api';
import { sourceOf } from '@/domain/catalog/pricing';
import { STOCK_STATUS } from '@/domain/catalog/stock-status';
import { changeSinceAdded } from '@/domain/catalog/watchlist';
import { directionOf, formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { useAddToCart } from '@/features/cart';
import { useCustomerOnly } from '@/features/session';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import styles from '../account.module.css';
import { WatchTarget } from '../components/watch-target';
import { formatDate } from '@/domain/format';

const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

/** The customer's watched products, loaded with their session. */
export const customerQueries = (): LoadableQuery[] => [getGetCustomerWatchlistProductQueryOptions()];

/** The Remove button's name; its value is the watchlist entry's id. */
const REMOVE = 'remove';

/** What a Remove answers: the entry, and what the page says of it. */
interface Removal {
  id: number;
  outcome: 'removed' | 'gone' | 'failed';
  said: string;
}

/**
 * A product's Remove (DeleteProductFromWatchlists), the page's route action: run in the browser, or on the
 * server for a Remove sent without script. The list in the page's cache loses the entry, so the page
 * (and the server's, rendered after it) shows the list without it; an entry already gone is asked for again.
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const id = Number((await request.formData()).get(REMOVE));
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { queryClient } = context.get(routeDataContext);
  const listKey = getGetCustomerWatchlistProductQueryKey();
  const list = await queryClient.ensureQueryData(getGetCustomerWatchlistProductQueryOptions()).catch(() => null);
  const name = list?.data.find((w) => w.id === id)?.productName ?? 'The product';
  try {
    await deleteProductFromWatchlists({ Id: id });
    queryClient.setQueryData(listKey, (old: { data: WatchlistItem[] } | undefined) =>
      old ? { ...old, data: old.data.filter((w) => w.id !== id) } : old,
    );
    return { id, outcome: 'removed', said: `${name} removed from your watchlist.` } satisfies Removal;
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      // Already gone elsewhere: the list is asked for again, so it shows what the server holds.
      await queryClient.invalidateQueries({ queryKey: listKey });
      return { id, outcome: 'gone', said: `${name} was already off your watchlist.` } satisfies Removal;
    }
    return data<Removal>({ id, outcome: 'failed', said: `We could not remove ${name}. Try again.` }, { status: refusedStatus(error) });
  }
}

/**
 * /myaccounts/watchlist: each watched product with its live price, its change since it was added, its
 * stock, add to cart and remove (GetCustomerWatchlistProduct, the page's action). Focus moves to the next
 * product when one is removed; every result is said in a polite status.
 */
export function Component() {
  const isLoggedIn = useCustomerOnly();
  const query = useGetCustomerWatchlistProduct({ query: { enabled: isLoggedIn } });
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLDivElement>(null);
  const items = query.data?.data ?? [];
  const focus = useFocusAfterRemoval(
    items.map((i) => String(i.id)),
    () => heading.current?.querySelector('h1'),
  );
  // A Remove on its way (the entry it names), and the last one's answer.
  const navigation = useNavigation();
  const removingId = Number(navigation.formData?.get(REMOVE) ?? 0) || null;
  const removal = useActionData<typeof action>() ?? null;
  const busyId = removingId ?? items.find((i) => i.productId === addToCart.adding)?.id ?? null;
  // Each answer is said once, as it comes (and in the server's page for a Remove sent without script).
  const [heard, setHeard] = useState<Removal | null>(null);
  if (removal !== heard) {
    setHeard(removal);
    if (removal) setSaid(removal.said);
  }
  const { cancel } = focus;
  useEffect(() => {
    if (removal?.outcome === 'failed') cancel();
  }, [removal, cancel]);

  const add = async (item: WatchlistItem) => {
    try {
      await addToCart.add({
        productId: item.productId,
        quantity: 1,
        source: sourceOf({ stockName: item.stockName ?? 'in stock' }),
        size: null,
        salesEventId: null,
      });
      setSaid(`${item.productName} added to your cart.`);
    } catch {
      setSaid(`We could not add ${item.productName} to your cart. Try again.`);
    }
  };

  return (
    <div className="page" ref={heading}>
      <PageTitle title="Watchlist" />
      <p>The products you follow, priced live, with how each price has moved since you added it.</p>
      <p role="status" className={styles.said}>
        {said}
      </p>
      {query.isError && !query.data ? (
        <LoadError message="Your watchlist could not be loaded." onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <p>Loading your watchlist…</p>
      ) : items.length === 0 ? (
        <p>
          Your watchlist is empty. Use “Add to watchlist” on any product page to follow its price.{' '}
          <Link to="/bullion-in-stock">Browse bullion in stock</Link>.
        </p>
      ) : (
        <ul className={styles.watchlist}>
          {items.map((item) => {
            const change = changeSinceAdded(item.price, item.priceWhenAdded);
            const dir = change ? directionOf(change.change) : 'flat';
            const status = STOCK_STATUS[item.stockName ?? 'out of stock'];
            return (
              <li key={item.id}>
                <article aria-labelledby={`watch-${item.id}`} className={styles.watchItem}>
                  {item.imagePath ? <img src={item.imagePath} alt="" width="96" height="96" /> : <span className={styles.noImage} />}
                  <div>
                    <h2 id={`watch-${item.id}`} className={styles.watchName}>
                      <Link ref={focus.target(String(item.id))} to={`/product/${item.productId}/${item.productNameWithHypen}`}>
                        {item.productName}
                      </Link>
                    </h2>
                    <dl className={styles.details}>
                      <div>
                        <dt>Price now</dt>
                        <dd>{item.price !== undefined && item.price > 0 ? formatUsd(item.price) : 'Not available'}</dd>
                      </div>
                      <div>
                        <dt>Since you added it{item.addedOn ? ` on ${formatDate(new Date(item.addedOn))}` : ''}</dt>
                        <dd className={styles[dir]}>
                          {change ? `${WORD[dir]} ${formatSignedUsd(change.change)} (${formatPercent(change.percent)})` : 'Not known'}
                        </dd>
                      </div>
                      <div>
                        <dt>Stock</dt>
                        <dd>{status.label}</dd>
                      </div>
                    </dl>
                    <WatchTarget
                      item={item}
                      onSaid={setSaid}
                      onSaved={(list) => queryClient.setQueryData(getGetCustomerWatchlistProductQueryKey(), list)}
                    />
                  </div>
                  <div className={styles.watchActions}>
                    {status.buyable ? (
                      <Button busy={busyId === item.id} aria-label={`Add to cart: ${item.productName}`} onClick={() => void add(item)}>
                        Add to cart
                      </Button>
                    ) : null}
                    {/* A form of its own, so Remove works without script too (the server runs the action). */}
                    <Form method="post" onSubmit={() => focus.removing(String(item.id))}>
                      <Button
                        type="submit"
                        name={REMOVE}
                        value={item.id}
                        variant="secondary"
                        busy={busyId === item.id}
                        aria-label={`Remove: ${item.productName}`}
                      >
                        Remove
                      </Button>
                    </Form>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
