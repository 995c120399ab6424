import { Link, useLocation } from 'react-router';
import { FREE_SHIPPING_BANNER } from '@/domain/store-info';
import { useCollapseInPlace } from '../hooks/use-collapse-in-place';
import { useScrolled } from '../hooks/use-scrolled';
import type { LoadableQuery } from '@/api';
import { SPOT_UNAVAILABLE, spotQuery, useSpotPrices } from '@/features/spot';
import { CartCounter } from './cart-counter';
import { CheckoutHeader, isCheckoutPath } from './checkout-header';
import { GreetingArea } from './greeting-area';
import styles from './header.module.css';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { PortfolioTile } from './portfolio-tile';
import { PreferencesDialog } from './preferences-dialog';
import { SearchBox } from '@/features/search';
import { customerCartQuery } from '@/features/cart';
import { SpotAnnouncer, SpotTiles } from './spot-tiles';
import { SupportLinks } from './support-links';
import { HydrateApart } from '@/ui/hydrate-apart';
import { PartBoundary } from '@/ui/part-boundary';

/**
 * What the header and footer of every page render with, for the root route's loader: the spot prices the
 * header shows, and on a customer's page (rendered with their session) the cart its counter counts and the
 * messages its bell counts (which the inbox page shows).
 */
export async function chromeQueries(customerId: number): Promise<LoadableQuery[]> {
  if (!customerId) return [spotQuery(0)];
  // The messages' code comes with the bell, which only a customer gets: a guest's page never loads it.
  const { customerMessagesQuery } = await import('@/features/messages');
  return [spotQuery(customerId), customerCartQuery(), customerMessagesQuery(customerId)];
}

export function SiteHeader() {
  const { pathname } = useLocation();
  if (isCheckoutPath(pathname)) return <CheckoutHeader />;
  return <Header />;
}

/** The full header of every page but checkout (which keeps the shopper on the order). It collapses once the page is scrolled. */
export function Header() {
  const collapsed = useScrolled(0);
  const header = useCollapseInPlace<HTMLElement>(collapsed);
  const spot = useSpotPrices();
  return (
    <>
      <header ref={header} className={`${styles.header} ${collapsed ? styles.collapsed : ''}`}>
        <p className={styles.banner}>{FREE_SHIPPING_BANNER}</p>
        <div className={styles.bar}>
          <MobileMenu />
          <Logo />
          <div className={styles.spot}>
            <PartBoundary name="spot tiles" fallback={<p>{SPOT_UNAVAILABLE}</p>}>
              <SpotTiles spot={spot.data?.data} isError={spot.isError} />
            </PartBoundary>
          </div>
          <PartBoundary name="portfolio tile">
            <PortfolioTile pnl={spot.data?.data.pnl} />
          </PartBoundary>
          <Link to="/bullion-in-stock" className={styles.inStock}>
            Shop In-Stock
          </Link>
          <PartBoundary name="search box">
            <SearchBox />
          </PartBoundary>
          <div className={styles.tools}>
            <PartBoundary name="preferences">
              <PreferencesDialog />
            </PartBoundary>
            <PartBoundary name="greeting">
              <GreetingArea />
            </PartBoundary>
            <PartBoundary name="cart counter">
              <CartCounter />
            </PartBoundary>
          </div>
          <SupportLinks className={styles.contact} />
        </div>
        <HydrateApart>
          <MainNav />
        </HydrateApart>
        <SpotAnnouncer spot={spot.data?.data} />
      </header>
      <div className={styles.ticker}>
        <PartBoundary name="spot ticker">
          <SpotTiles spot={spot.data?.data} isError={spot.isError} variant="ticker" />
        </PartBoundary>
      </div>
    </>
  );
}
