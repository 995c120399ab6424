import { lazy, Suspense } from 'react';
import { HomeAds } from '@/features/home/components/home-ads';
import { SpotBoard } from '@/features/home/components/spot-board';
import { HydrateApart } from '@/ui/hydrate-apart';
import { PageTitle } from '@/ui/page-title';
import styles from '@/features/home/components/home.module.css';

// What is below the first screen (rails, the ratio, news) loads beside the page, not before it.
const HomeSections = lazy(() => import('@/features/home/components/home-sections'));

export function Component() {
  return (
    <div className="page">
      <PageTitle title="Bullion priced live off the spot market" />
      <p className={styles.intro}>Silver, gold, platinum, palladium and copper coins, bars and rounds. Every price follows the live spot market.</p>
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
