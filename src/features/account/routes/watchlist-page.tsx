import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  getDeleteProductFromWatchlistsMutationOptions,
  getGetCustomerWatchlistProductQueryKey,
  getGetCustomerWatchlistProductQueryOptions,
  useGetCustomerWatchlistProduct,
} from '@generated/hooks/shopping-cart/shopping-cart';
import type { WatchlistItem } from '@generated/hooks/model';
import { isApiError, type LoadableQuery } from '@/api';
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

/**
 * /myaccounts/watchlist: each watched product with its live price, its change since it was added, its
 * stock, add to cart and remove (GetCustomerWatchlistProduct, DeleteProductFromWatchlists). Focus moves to
 * the next product when one is removed; every result is said in a polite status.
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
  const listKey = getGetCustomerWatchlistProductQueryKey();
  const removing = useMutation(
    getDeleteProductFromWatchlistsMutationOptions({
      mutation: {
        onSuccess: (_r, { params }) =>
          queryClient.setQueryData(listKey, (old: { data: WatchlistItem[] } | undefined) =>
            old ? { ...old, data: old.data.filter((w) => w.id !== params.Id) } : old,
          ),
        // Already gone elsewhere: the list is asked for again, so it shows what the server holds.
        onError: (error) => {
          if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: listKey });
        },
      },
    }),
  );
  const busyId = removing.isPending
    ? (removing.variables?.params.Id ?? null)
    : (items.find((i) => i.productId === addToCart.adding)?.id ?? null);

  const remove = async (item: WatchlistItem) => {
    focus.removing(String(item.id));
    try {
      await removing.mutateAsync({ params: { Id: item.id } });
      setSaid(`${item.productName} removed from your watchlist.`);
    } catch (error) {
      focus.cancel();
      setSaid(
        isApiError(error) && error.status === 404
          ? `${item.productName} was already off your watchlist.`
          : `We could not remove ${item.productName}. Try again.`,
      );
    }
  };
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
                    <Button
                      variant="secondary"
                      busy={busyId === item.id}
                      aria-label={`Remove: ${item.productName}`}
                      onClick={() => void remove(item)}
                    >
                      Remove
                    </Button>
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
