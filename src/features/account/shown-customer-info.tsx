import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { getGetCustomerInfoQueryOptions, useGetCustomerInfo } from '@generated/hooks/customer/customer';
import type { CustomerInfo } from '@generated/hooks/model';
import type { LoadableQuery } from '@/api';
import { useSession } from '@/features/session';

/** The customer's details as the page was rendered with them: the API's answer the server loaded (null where it loaded none). */
const RenderedInfo = createContext<CustomerInfo | null>(null);

const storedInfo = () => useSession.getState().customerInfo;

/** What an account page loads with the customer's session: their details, so the server sends the page filled in. */
export const customerInfoQueries = (): LoadableQuery[] => [getGetCustomerInfoQueryOptions()];

/**
 * Around an account page's parts: what the API holds of the customer now (read again on a visit unless it
 * was read in the last half minute, as the server did to render this page: not only what this browser
 * remembers from sign-in), kept in the session store as it arrives, and the answer
 * the server rendered with for {@link useShownCustomerInfo} while the page hydrates.
 */
export function WithFreshCustomerInfo({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const setCustomerInfo = useSession((s) => s.setCustomerInfo);
  const fresh = useGetCustomerInfo({ query: { enabled } });
  useEffect(() => {
    if (fresh.data) setCustomerInfo(fresh.data.data);
  }, [fresh.data, setCustomerInfo]);
  return <RenderedInfo.Provider value={fresh.data?.data ?? null}>{children}</RenderedInfo.Provider>;
}

/**
 * The customer's details as an account page shows them: the session store's, which a sign-in, the page's
 * fresh read and every save keep current (the API's answer while the store has none); while the page
 * hydrates, the API's answer the server rendered with, so the first render in the browser is the server's
 * (the store is this browser's, the server never sees it).
 */
export function useShownCustomerInfo(): CustomerInfo | null {
  const rendered = useContext(RenderedInfo);
  // Until the store holds the customer's details (a browser that opens the page signed in but remembers
  // none), the API's answer: the page does not lose what it hydrated with.
  return useSyncExternalStore(
    useSession.subscribe,
    () => storedInfo() ?? rendered,
    () => rendered,
  );
}
