import { queryOptions } from '@tanstack/react-query';
import { getLockPricesUrl, lockPrices } from '@generated/hooks/checkout/checkout';
import { addCouponForBullionPurchases, getAddCouponForBullionPurchasesUrl } from '@generated/hooks/product/product';
import type { CartLineRequest } from '@generated/hooks/model';

/**
 * Checkout's price lock (LockPrices) read as a query: it is a POST that holds prices for 5 minutes, and
 * checkout asks for it again when the hold runs out. orval makes it a mutation (it creates a lock), so
 * its query options are written here, keyed like the generated ones (the call's URL, then its input).
 */
export const priceLockQuery = (lines: readonly CartLineRequest[]) =>
  queryOptions({
    queryKey: [getLockPricesUrl(), { lines }] as const,
    queryFn: ({ signal }) => lockPrices({ lines: [...lines] }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });

/**
 * An order's thank-you coupon (AddCouponForBullionPurchases), read as a query: a POST that gives the order's
 * owner the same coupon each time it is asked, so the confirmation page asks for it as it loads (on the
 * server for a page sent whole, or in the browser), keyed like the generated ones.
 */
export const thankYouQuery = (invoice: string) =>
  queryOptions({
    queryKey: [getAddCouponForBullionPurchasesUrl({ invoice })] as const,
    queryFn: ({ signal }) => addCouponForBullionPurchases({ invoice }, { signal }),
    staleTime: Infinity,
    retry: false,
  });
