import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { goldSilverRatio, RATIO_MEANING, readAgainst } from '@/domain/spot/ratio';
import { ProductCardItem, type CardProduct } from '@/features/catalog';
import { articlePath, type ArticleKind } from '@/features/content';
import { useSpotQuotes } from '@/features/spot';
import { useFollowLinks } from '@/ui/follow-links';
import { KeptPart } from '@/ui/kept-part';
import { blogsQuery, HOME_RAILS, nearSpotQuery, newsQuery, railQuery, ratioYearQuery, type ArticleLine } from '../section-queries';
import styles from './home.module.css';
import { formatDate } from '@/domain/format';

/**
 * A titled rail of product cards with a link to the whole list. It keeps its height while it loads and
 * says so in words when its call fails; an empty answer says that too, never a blank gap.
 */
function Rail({
  id,
  title,
  more,
  products,
  isError,
  empty,
}: {
  id: string;
  title: string;
  more: { href: string; label: string } | null;
  products: CardProduct[] | undefined;
  isError: boolean;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more ? <Link to={more.href}>{more.label}</Link> : null}
      </div>
      <RailBody products={products} isError={isError} empty={empty} label={title} />
    </section>
  );
}

function RailBody({
  products,
  isError,
  empty,
  label,
}: {
  products: CardProduct[] | undefined;
  isError: boolean;
  empty: string;
  label: string;
}) {
  const follow = useFollowLinks();
  if (products?.length)
    return (
      // The cards' links are the controls; the rail follows a click on one as Link would (useFollowLinks).
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
      <ul className={styles.rail} aria-label={label} onClick={follow}>
        {products.map((p) => (
          <ProductCardItem key={p.id} product={p} />
        ))}
      </ul>
    );
  return (
    <p className={styles.railMessage}>
      {isError ? `${label} could not be loaded right now.` : products ? empty : `Loading ${label.toLowerCase()}…`}
    </p>
  );
}

function CategoryRail({
  id,
  title,
  slug,
  sort,
  more,
}: {
  id: string;
  title: string;
  slug: string;
  sort: 'best-selling' | 'newest';
  more: { href: string; label: string };
}) {
  const query = useQuery(railQuery(slug, sort));
  return <Rail id={id} title={title} more={more} products={query.data} isError={query.isError} empty="Nothing here right now." />;
}

function NearSpot() {
  const silver = useQuery(nearSpotQuery('Silver'));
  const gold = useQuery(nearSpotQuery('Gold'));
  return (
    <section aria-labelledby="near-spot-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="near-spot-title">Closest to spot</h2>
        <Link to="/bullion-in-stock?sort=premium-asc">All bullion by premium</Link>
      </div>
      <p className={styles.sectionIntro}>In-stock bullion with the lowest premium over spot for each troy ounce.</p>
      <h3 className={styles.subhead}>Silver</h3>
      <RailBody
        label="Silver closest to spot"
        products={silver.data}
        isError={silver.isError}
        empty="No silver is in stock near spot right now."
      />
      <h3 className={styles.subhead}>Gold</h3>
      <RailBody label="Gold closest to spot" products={gold.data} isError={gold.isError} empty="No gold is in stock near spot right now." />
    </section>
  );
}

/** The gold/silver ratio at today's asks, read against its one-year history of daily closes. */
function Ratio() {
  const spot = useSpotQuotes().data?.data;
  const year = useQuery(ratioYearQuery());
  const today = spot ? goldSilverRatio(spot.goldAsk, spot.silverAsk) : null;
  const context = today === null ? null : readAgainst(today, year.data ?? null);
  let body: ReactNode;
  if (today === null) body = <p className={styles.ratioText}>{spot ? 'The ratio is unavailable right now.' : 'Loading the ratio…'}</p>;
  else
    body = (
      <>
        <p className={styles.ratioFigure}>{today.toFixed(2)}</p>
        <p className={styles.ratioText}>An ounce of gold buys {today.toFixed(2)} ounces of silver at today’s asks.</p>
        <p className={styles.ratioText}>
          {context
            ? `One-year average ${context.average.toFixed(2)} (low ${context.low.toFixed(2)}, high ${context.high.toFixed(2)}). ${RATIO_MEANING[context.reading]}`
            : year.isError || year.data === null
              ? 'Its one-year history is unavailable right now.'
              : 'Loading its one-year history…'}
        </p>
      </>
    );
  return (
    <section aria-labelledby="ratio-title" className={`${styles.section} ${styles.ratio}`}>
      <h2 id="ratio-title">Gold/silver ratio</h2>
      {body}
    </section>
  );
}

function Articles({
  id,
  title,
  kind,
  href,
  items,
  isError,
}: {
  id: string;
  title: string;
  kind: ArticleKind;
  href: string;
  items: ArticleLine[] | undefined;
  isError: boolean;
}) {
  const follow = useFollowLinks();
  return (
    <section aria-labelledby={id} className={styles.articles}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <Link to={href}>All {title.toLowerCase()}</Link>
      </div>
      {items?.length ? (
        // The same for every shopper until an article is published: kept by the server under what it lists.
        <KeptPart as="ul" keep={() => `articles ${kind} ${JSON.stringify(items)}`} className={styles.articleList} onClick={follow}>
          {items.map((a) => (
            <li key={a.id}>
              <h3 className={styles.articleTitle}>
                <a href={articlePath(kind, a.slug)}>{a.title}</a>
              </h3>
              <p className={styles.articleDate}>
                <time dateTime={a.publishedAt}>{formatDate(new Date(a.publishedAt), 'medium', 'utc')}</time>
              </p>
              <p className={styles.articleSummary}>{a.summary}</p>
            </li>
          ))}
        </KeptPart>
      ) : (
        <p className={styles.railMessage}>
          {isError
            ? `${title} could not be loaded right now.`
            : items
              ? `No ${title.toLowerCase()} yet.`
              : `Loading ${title.toLowerCase()}…`}
        </p>
      )}
    </section>
  );
}

function News() {
  const news = useQuery(newsQuery());
  const blogs = useQuery(blogsQuery());
  return (
    <div className={styles.articleColumns}>
      <Articles id="news-title" title="News" kind="news" href="/news" items={news.data} isError={news.isError} />
      <Articles id="blog-title" title="Blog posts" kind="blogs" href="/blogs" items={blogs.data} isError={blogs.isError} />
    </div>
  );
}

const METALS = [
  { label: 'Silver bullion', href: '/silver-bullion' },
  { label: 'Gold bullion', href: '/gold-bullion' },
  { label: 'Platinum bullion', href: '/platinum-bullion' },
  { label: 'Copper', href: '/copper' },
  { label: 'Jewelry', href: '/jewelry' },
  { label: 'Supplies', href: '/supplies-catagory' },
];

/** The home page below its first screen. */
export default function HomeSections() {
  const follow = useFollowLinks();
  return (
    <>
      <Ratio />
      <NearSpot />
      {HOME_RAILS.map((rail) => (
        <CategoryRail key={rail.id} {...rail} />
      ))}
      <News />
      {/* The two lists of links are the same on every home page: the server renders them once (KeptPart), and
          their links are plain links the list follows. */}
      <nav aria-labelledby="market-tools" className={styles.section}>
        <h2 id="market-tools">Market tools</h2>
        <KeptPart as="ul" keep="home-market-tools" className={styles.metalLinks} onClick={follow}>
          <li>
            <a href="/melt-calculator">Melt value calculator</a>
          </li>
          <li>
            <a href="/price-comparisons">Price comparisons</a>
          </li>
          <li>
            <a href="/price-alerts">Price alerts</a>
          </li>
          <li>
            <a href="/chart/gold-price">Spot price charts</a>
          </li>
          <li>
            <a href="/invest-in-silver-gold-bullion">New to bullion? How buying works</a>
          </li>
        </KeptPart>
      </nav>
      <nav aria-labelledby="shop-by-metal" className={styles.section}>
        <h2 id="shop-by-metal">Shop by metal</h2>
        <KeptPart as="ul" keep="home-shop-by-metal" className={styles.metalLinks} onClick={follow}>
          {METALS.map((m) => (
            <li key={m.href}>
              <a href={m.href}>{m.label}</a>
            </li>
          ))}
        </KeptPart>
      </nav>
    </>
  );
}
