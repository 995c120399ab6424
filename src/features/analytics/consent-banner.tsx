import { Suspense } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { useConsent, useConsentChoice } from './consent';

// Asked once, or when the shopper opens it again: its code is fetched only then.
const ConsentForm = lazyPart(() => import('./consent-form'));

/**
 * The shopper's choice of what the store may measure, at the end of the page, while none is made (or when
 * the footer's Privacy choices opens it again). Nothing on the server: it cannot know this browser's choice.
 */
export function ConsentBanner() {
  const choice = useConsentChoice();
  const asking = useConsent((s) => s.asking);
  if (choice === undefined || (choice !== null && !asking)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentForm choice={choice} asking={asking} />
    </Suspense>
  );
}
