import { queryOptions } from '@tanstack/react-query';
import { getLockPricesUrl, lockPrices } from '@generated/hooks/checkout/checkout';
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
