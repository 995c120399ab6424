import { Suspense } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { HomeAds } from '../components/home-ads';
import { SpotBoard } from '../components/spot-board';
import { firstScreenQueries } from '../queries';
import { HydrateApart } from '@/ui/hydrate-apart';
import { usePageMeta } from '@/ui/page-meta';
import type { PageMeta } from '@/ui/server-response';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/home.module.css';

// What is below the first screen (rails, the ratio, news) loads beside the page, not before it.
const HomeSections = lazyPart(() => import('../components/home-sections'));

/** Home's public data: the banners, the month charts, the rails, the ratio and the news (the header's spot comes from the root). */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  // The sections' queries come with their code (and the product hooks it uses), not in the page's first chunk.
  const { sectionQueries } = await import('../section-queries');
  await loadQueries(context, [...firstScreenQueries(), ...sectionQueries()]);
  return null;
}

/** What home says of itself: the store, what it sells, and (structured) the dealer and how to search it. */
const HOME_META: PageMeta = {
  description:
    'Buy silver, gold, platinum, palladium and copper bullion coins, bars and rounds priced live off the spot market: two prices on every product, by eCheck or wire and by card or PayPal, and fully insured shipping.',
  canonical: '/',
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bold Precious Metals',
      url: '/',
      logo: '/favicon.svg',
      telephone: '+1-866-454-2653',
      email: 'support@boldpreciousmetals.com',
      contactPoint: { '@type': 'ContactPoint', telephone: '+1-866-454-2653', contactType: 'customer service', areaServed: 'US' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Bold Precious Metals',
      url: '/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: '/search/searchresults?searchkey={search_term_string}' },
        // schema-dts has no name for the query-input annotation Google reads.
        ...{ 'query-input': 'required name=search_term_string' },
      },
    },
  ],
};

export function Component() {
  usePageMeta(HOME_META);
  return (
    <div className="page">
      <PageTitle title="Bullion priced live off the spot market" />
      <p className={styles.intro}>
        Silver, gold, platinum, palladium and copper coins, bars and rounds. Every price follows the live spot market.
      </p>
      <HydrateApart>
        <HomeAds />
      </HydrateApart>
      <HydrateApart>
        <SpotBoard />
      </HydrateApart>
      <Suspense fallback={<div className={styles.sectionsPlaceholder} aria-busy="true" />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}
