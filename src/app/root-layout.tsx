import { Outlet } from 'react-router';
import { ConsentBanner, useAdsTag } from '@/features/analytics';
import { CartSync } from '@/features/cart';
import { BackToTop, Footer, NoticePopup, PageTracking, PriceAlerts, SiteHeader, useChatWidget } from '@/features/chrome';
import { SkipLink } from '@/ui/skip-link';
import { config } from './config';
import { useScrollToTop } from './use-scroll-to-top';
import { HydrateApart } from '@/ui/hydrate-apart';
import { PartBoundary } from '@/ui/part-boundary';

export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  useScrollToTop();
  useChatWidget(config.chatScriptUrl);
  useAdsTag(config.ads);
  return (
    <>
      <CartSync />
      <SkipLink targetId={MAIN_CONTENT_ID}>Skip to main content</SkipLink>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HydrateApart>
          <Outlet />
        </HydrateApart>
      </main>
      <PartBoundary name="footer">
        <HydrateApart>
          <Footer recaptchaSiteKey={config.recaptchaSiteKey} />
        </HydrateApart>
      </PartBoundary>
      <ConsentBanner />
      <BackToTop />
      <NoticePopup />
      <PageTracking />
      <PartBoundary name="price alerts">
        <PriceAlerts />
      </PartBoundary>
    </>
  );
}
