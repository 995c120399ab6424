import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useGetNotice } from '@generated/hooks/ui/ui';
import { STORAGE_KEYS } from '@/features/session';
import { useFirstScroll } from '../hooks/use-first-scroll';

// The dialog loads only when there is a notice to show.
const NoticeDialog = lazy(() => import('./notice-dialog'));

/** Another tab dismissing the notice counts here too. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The site notice loads on the first scroll and shows once, unless already dismissed;
 * dismissing sets the viewed flag. Never on /bold-bullion-portfolio. A failed fetch is only logged.
 */
export function NoticePopup() {
  const { pathname } = useLocation();
  const scrolled = useFirstScroll();
  const allowed = pathname !== '/bold-bullion-portfolio';
  // Read from this browser's storage, never during a server render (there the notice counts as seen).
  const storedSeen = useSyncExternalStore(
    subscribeToStorage,
    () => localStorage.getItem(STORAGE_KEYS.noticeSeen) === '1',
    () => true,
  );
  const [dismissed, setDismissed] = useState(false);
  const seen = storedSeen || dismissed;
  const notice = useGetNotice({ query: { enabled: scrolled && allowed && !seen, staleTime: Infinity, retry: false } });
  useEffect(() => {
    if (notice.isError) console.error('Error fetching data', notice.error);
  }, [notice.isError, notice.error]);
  const data = notice.data?.data;
  const dismiss = () => {
    localStorage.setItem(STORAGE_KEYS.noticeSeen, '1');
    setDismissed(true);
  };
  if (!data || seen || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={data} onDismiss={dismiss} />
    </Suspense>
  );
}
