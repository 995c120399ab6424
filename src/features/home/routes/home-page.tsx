import { Suspense } from 'react';
import { lazyPart } from '@/ui/lazy-part';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { HomeAds } from '../components/home-ads';
import { SpotBoard } from '../components/spot-board';
import { firstScreenQueries } from '../queries';
import { HydrateApart } from '@/ui/hydrate-apart';
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

export function Component() {
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
