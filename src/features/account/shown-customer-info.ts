import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CustomerInfo } from '@generated/hooks/model';
import { useSession } from '@/features/session';

/** The customer's details as the page was rendered with them: the API's answer the server loaded (null where it loaded none). */
const RenderedInfo = createContext<CustomerInfo | null>(null);
export const RenderedInfoProvider = RenderedInfo.Provider;

const storedInfo = () => useSession.getState().customerInfo;

/**
 * The customer's details as an account page shows them: the session store's, which a sign-in, the page's
 * fresh read and every save keep current; while the page hydrates, the API's answer the server rendered
 * with, so the first render in the browser is the server's (the store is this browser's, the server
 * never sees it).
 */
export function useShownCustomerInfo(): CustomerInfo | null {
  const rendered = useContext(RenderedInfo);
  return useSyncExternalStore(useSession.subscribe, storedInfo, () => rendered);
}
