import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { useConsent, useConsentChoice } from './consent';

// Asked once, or when the shopper opens it again: its code is fetched only then.
const ConsentForm = lazyPart(() => import('./consent-form'));

/** True once the page has settled (idle, or 3 s at most): the choices wait for it, at the end of the page. */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const done = () => setSettled(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1000);
    return () => clearTimeout(id);
  }, []);
  return settled;
}

/**
 * The shopper's choice of what the store may measure, at the end of the page, while none is made (or when
 * the footer's Privacy choices opens it again). Nothing on the server: it cannot know this browser's
 * choice. A first visit's choices come once the page has settled, so they take no time from the page the
 * shopper came for (Lighthouse's blocking time rose by ~70 ms when they came with hydration); nothing is
 * measured meanwhile.
 */
export function ConsentBanner() {
  const choice = useConsentChoice();
  const asking = useConsent((s) => s.asking);
  const settled = useSettled();
  if (choice === undefined || (choice !== null && !asking) || (!settled && !asking)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentForm choice={choice} asking={asking} />
    </Suspense>
  );
}
