import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { MarketingAd } from '@generated/hooks/model';
import { adsQuery } from '../queries';
import styles from './home.module.css';

/** How many banners the band shows: always this many, so it never changes size. */
export const AD_SLOTS = 3;

/** Our own offers, shown in any slot the API leaves empty (none sent, fewer than three, or the call failed). */
export const HOUSE_ADS = [
  { id: -1, text: 'Free shipping on orders of $199 or more', href: '/legals/shipping-insurance' },
  { id: -2, text: 'Your price is locked when you check out', href: '/bullion-in-stock' },
  { id: -3, text: 'Sell your bullion to us at today’s bid', href: '/sell-to-us' },
] as const;

/** Only a path on this site or an https address; anything else (javascript:, protocol-relative) is dropped. */
export function safeAdHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href)) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/** The first banner is the largest thing a phone shows first: it is fetched before the others. */
function Banner({ ad, first }: { ad: MarketingAd; first: boolean }) {
  const href = safeAdHref(ad.href) ?? '/';
  const picture = (
    <img
      src={ad.imageURL}
      alt={ad.altText}
      width="600"
      height="300"
      className={styles.adImage}
      fetchPriority={first ? 'high' : undefined}
    />
  );
  return href.startsWith('/') ? (
    <Link to={href} className={styles.ad}>
      {picture}
    </Link>
  ) : (
    <a href={href} className={styles.ad} rel="noopener">
      {picture}
    </a>
  );
}

/**
 * The marketing banners of a page type (GetMarketingAdvertisements: home, account, …): three slots of a
 * fixed shape, filled by the API's banners and then by our own offers.
 */
export function HomeAds({ pageType = 'home' }: { pageType?: string }) {
  const ads = useQuery(adsQuery(pageType));
  const fromApi = (ads.data?.data ?? []).filter((a) => a.altText.trim() && safeAdHref(a.href) !== null).slice(0, AD_SLOTS);
  const house = HOUSE_ADS.slice(0, AD_SLOTS - fromApi.length);
  return (
    <section aria-label="Offers" className={styles.ads}>
      <ul className={styles.adList} aria-busy={ads.isPending}>
        {ads.isPending
          ? HOUSE_ADS.map((h) => <li key={h.id} className={styles.adSlot} />)
          : [
              ...fromApi.map((ad, i) => (
                <li key={ad.id} className={styles.adSlot}>
                  <Banner ad={ad} first={i === 0} />
                </li>
              )),
              ...house.map((h) => (
                <li key={h.id} className={styles.adSlot}>
                  <Link to={h.href} className={`${styles.ad} ${styles.houseAd}`}>
                    {h.text}
                  </Link>
                </li>
              )),
            ]}
      </ul>
    </section>
  );
}
