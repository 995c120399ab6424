import { Outlet } from 'react-router';
import { Footer, Header } from '@/features/chrome';
import { SkipLink } from '@/ui/skip-link';
import { useScrollToTop } from './use-scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  useScrollToTop();
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID}>Skip to main content</SkipLink>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
