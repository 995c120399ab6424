import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  getAddPortfolioViewsMutationOptions,
  getRemovePortfolioProductsMutationOptions,
  getUpdateCustomerPortfolioMutationOptions,
} from '@generated/hooks/portfolio/portfolio';
import { gainOf } from '@/domain/portfolio/valuation';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { marketDate } from '@/domain/spot/eastern-time';
import { quoteByName } from '@/domain/spot/quote';
import { useSpotQuotes } from '@/features/spot';
import { signInPath, useCustomerId, useSignedIn } from '@/features/session';
import { loadQueries, routeDataContext, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { Button } from '@/ui/button';
import { FormResult } from '@/ui/form/form-result';
import { HydrateApart } from '@/ui/hydrate-apart';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import { AddHoldingDialog } from '../components/add-holding-dialog';
import { formatOunces, HoldingCard, type SellChoice } from '../components/holding-card';
import { FeedbackForm } from '../components/feedback-form';
import { MetalChart } from '../components/metal-chart';
import { Predictions } from '../components/predictions';
import { SellQuote } from '../components/sell-quote';
import { SettingsForm } from '../components/settings-form';
import { TaxReport } from '../components/tax-report';
import styles from '../portfolio.module.css';
import {
  EMPTY_PORTFOLIO,
  FREQUENCIES,
  NO_FILTERS,
  portfolioQuery,
  usePortfolio,
  useRefreshPortfolio,
  type Frequency,
  type PortfolioFilters,
} from '../use-portfolio';

const METALS = ['Gold', 'Silver', 'Platinum', 'Palladium', 'Copper'];
const PRODUCT_TYPES = ['Coin', 'Bar', 'Round'];

/**
 * On the server, for the signed-in customer the page is rendered for: their portfolio as it first shows
 * (no filters), so the page arrives with their holdings. A guest's page needs nothing but the spot prices.
 */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const customer = context.get(routeDataContext).server?.customer;
  if (customer) await loadQueries(context, [portfolioQuery(customer.userId, NO_FILTERS)]);
  return null;
}

/** For a guest (the header's ?portfolio=0 among them): what the portfolio does, and the way in. */
function Intro() {
  const back = signInPath('/bold-bullion-portfolio');
  return (
    <section className={styles.intro} aria-labelledby="intro-title">
      <h2 id="intro-title">Every ounce you own, valued live</h2>
      <ul>
        <li>Your orders from us come in by themselves; add what you bought elsewhere with the price you paid.</li>
        <li>Each holding valued at spot and at our bid, what selling it back would bring, with your gain or loss.</li>
        <li>How long you have held each lot, and the day a sale becomes long-term.</li>
        <li>Candle charts of your metal, spot predictions, and a yearly tax report.</li>
        <li>A sell quote for the holdings you choose, that tells you when a sale is reported on Form 1099-B.</li>
      </ul>
      <p className={styles.actions}>
        <Link className={styles.cta} to={back}>
          Sign in to see your portfolio
        </Link>
        <Link className={styles.cta} to={back}>
          Create an account
        </Link>
      </p>
    </section>
  );
}

/**
 * One view per visit of the page (AddPortfolioViews); a failure is only logged. A part that renders nothing,
 * so the call's progress renders only it again, not the whole portfolio (a third of a second of a phone's
 * main thread, just after the page hydrated).
 */
function ViewLog({ customerId }: { customerId: number }): null {
  const viewed = useRef(false);
  const { mutate: logView } = useMutation(
    getAddPortfolioViewsMutationOptions({ mutation: { onError: () => console.warn('Failed to add portfolio views') } }),
  );
  // Opened from the header (?portfolio=0), the view is the header's click (Top-Header, as the spec tracks it).
  const [params] = useSearchParams();
  const fromHeader = params.get('portfolio') === '0';
  useEffect(() => {
    if (viewed.current || !customerId) return;
    viewed.current = true;
    logView({ data: { customerId, viewedFrom: fromHeader ? 'Top-Header' : 'Portfolio', isMobile: window.innerWidth <= 1024 } });
  }, [customerId, logView, fromHeader]);
  return null;
}

/** The signed-in customer's portfolio. */
function Portfolio() {
  const customerId = useCustomerId();
  const [filters, setFilters] = useState<PortfolioFilters>(NO_FILTERS);
  const [choices, setChoices] = useState<Record<number, SellChoice>>({});
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  const query = usePortfolio(filters);
  const refresh = useRefreshPortfolio();
  const spot = useSpotQuotes().data?.data;
  const holdingsHeading = useRef<HTMLHeadingElement>(null);

  const portfolio = (query.data ?? (query.isError ? EMPTY_PORTFOLIO : undefined))?.data;
  const products = portfolio?.productsForPortfolio ?? [];
  const focus = useFocusAfterRemoval(
    products.map((p) => String(p.productId)),
    () => holdingsHeading.current,
  );
  const settings = portfolio?.portfolioSettings;
  const today = marketDate(spot?.timestamp ? new Date(spot.timestamp) : new Date());
  const thisYear = Number(today.slice(0, 4));
  const investment = portfolio?.investment;
  const atSpot = products.reduce((sum, p) => sum + p.ounces * (quoteByName(spot, p.metal)?.ask ?? 0), 0);
  const gain = investment ? gainOf(investment.totalInvestment, investment.totalCurrentAssetValue) : null;
  const set = (patch: Partial<PortfolioFilters>) => setFilters((f) => ({ ...f, ...patch }));

  // Both writes read the portfolio again before they are done (their onSuccess is waited for).
  const fromOrders = useMutation(getUpdateCustomerPortfolioMutationOptions({ mutation: { onSuccess: () => refresh() } }));
  const removing = useMutation(getRemovePortfolioProductsMutationOptions({ mutation: { onSuccess: () => refresh() } }));
  const refreshFromOrders = async () => {
    setSaid('');
    setError('');
    try {
      const r = await fromOrders.mutateAsync();
      setSaid(r.message ?? 'Your portfolio is up to date.');
    } catch {
      setError('We could not refresh your portfolio. Try again in a moment.');
    }
  };
  const remove = async (productId: number, name: string) => {
    setSaid('');
    setError('');
    focus.removing(String(productId));
    try {
      await removing.mutateAsync({ data: { customerId, productId } });
      setChoices(({ [productId]: _gone, ...rest }) => rest);
      setSaid(`${name} removed from your portfolio.`);
    } catch {
      focus.cancel();
      setError(`We could not remove ${name}. Try again.`);
    }
  };

  return (
    <>
      <ViewLog customerId={customerId} />
      <div className={styles.actions}>
        <AddHoldingDialog
          today={today}
          onAdded={async (message) => {
            await refresh();
            setSaid(message);
          }}
        />
        <Button variant="secondary" busy={fromOrders.isPending} onClick={() => void refreshFromOrders()}>
          Refresh from my orders
        </Button>
      </div>
      <FormResult said={said} error={error} />
      {query.isError ? (
        <LoadError message="Your portfolio could not be loaded. What is shown is empty until it loads." onRetry={() => query.refetch()} />
      ) : null}
      {query.isPending ? <p>Loading your portfolio…</p> : null}

      {investment ? (
        <section className={styles.section} aria-labelledby="totals-title">
          <h2 id="totals-title">Totals</h2>
          <dl className={styles.totals}>
            <div>
              <dt>Total Assets (at our bid)</dt>
              <dd data-testid="total-assets">{formatUsd(investment.totalCurrentAssetValue)}</dd>
            </div>
            <div>
              <dt>Day P/L</dt>
              <dd className={investment.dayPnlDollar < 0 ? styles.down : styles.up}>
                {formatSignedUsd(investment.dayPnlDollar)} ({formatPercent(investment.dayChangePercentage)})
              </dd>
            </div>
            <div>
              <dt>Cost</dt>
              <dd>{formatUsd(investment.totalInvestment)}</dd>
            </div>
            {gain ? (
              <div>
                <dt>{gain.dollars < 0 ? 'Loss' : 'Gain'}</dt>
                <dd className={gain.dollars < 0 ? styles.down : styles.up}>
                  {formatSignedUsd(gain.dollars)}
                  {gain.percent === null ? '' : ` (${formatPercent(gain.percent)})`}
                </dd>
              </div>
            ) : null}
            {settings?.showActualPrice && spot && !filters.metal && !filters.productType && filters.productId === null ? (
              <div>
                <dt>Value at spot</dt>
                <dd>{formatUsd(Math.round(atSpot * 100) / 100)}</dd>
              </div>
            ) : null}
            {Object.entries(portfolio.metalInounces).map(([metal, ounces]) => (
              <div key={metal}>
                <dt>{metal}</dt>
                <dd>{formatOunces(ounces)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {/* Below the totals, each part hydrates in a pass of its own: a phone's main thread is never held long. */}
      <HydrateApart>
        <section className={styles.section} aria-labelledby="holdings-title">
          <h2 id="holdings-title" ref={holdingsHeading} tabIndex={-1}>
            Holdings
          </h2>
          <form className={styles.filters} aria-label="Filter the holdings" onSubmit={(e) => e.preventDefault()}>
            <label>
              Metal
              <select value={filters.metal} onChange={(e) => set({ metal: e.target.value, productId: null })}>
                <option value="">All metals</option>
                {METALS.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </label>
            <label>
              Product type
              <select value={filters.productType} onChange={(e) => set({ productType: e.target.value, productId: null })}>
                <option value="">All types</option>
                {PRODUCT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}s
                  </option>
                ))}
              </select>
            </label>
            <label>
              Product
              <select value={filters.productId ?? ''} onChange={(e) => set({ productId: e.target.value ? Number(e.target.value) : null })}>
                <option value="">All products</option>
                {products.map((p) => (
                  <option key={p.productId} value={p.productId}>
                    {p.productName}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Chart
              <select value={filters.frequency} onChange={(e) => set({ frequency: e.target.value as Frequency })}>
                {FREQUENCIES.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
          </form>
          {query.isSuccess && products.length === 0 ? (
            <p>
              No holdings
              {filters.metal || filters.productType || filters.productId !== null
                ? ' match the filters'
                : ' yet: add one, or refresh from your orders'}
              .
            </p>
          ) : null}
          <div className={styles.holdings}>
            {products.map((p) => (
              <HoldingCard
                key={p.productId}
                headingRef={focus.target(String(p.productId))}
                product={p}
                askPerOunce={settings?.showActualPrice === false ? null : (quoteByName(spot, p.metal)?.ask ?? null)}
                today={today}
                sell={choices[p.productId] ?? { selected: false, quantity: p.quantity }}
                onSell={(c) => setChoices((all) => ({ ...all, [p.productId]: c }))}
                onRemove={() => remove(p.productId, p.productName)}
              />
            ))}
          </div>
        </section>
      </HydrateApart>

      {settings?.showMetalPrice && portfolio ? (
        <HydrateApart>
          <section className={styles.section} aria-labelledby="chart-title">
            <h2 id="chart-title">Value over time</h2>
            <MetalChart points={portfolio.metalCandleChart} frequency={filters.frequency} />
          </section>
        </HydrateApart>
      ) : null}

      {settings?.showPrediction && portfolio ? (
        <HydrateApart>
          <section className={styles.section} aria-labelledby="predictions-title">
            <h2 id="predictions-title">Predictions</h2>
            <Predictions
              today={today}
              ounces={portfolio.metalInounces}
              ask={{ gold: spot?.goldAsk ?? null, silver: spot?.silverAsk ?? null }}
            />
          </section>
        </HydrateApart>
      ) : null}

      <HydrateApart>
        <section className={styles.section} aria-labelledby="quote-title">
          <h2 id="quote-title">Sell quote</h2>
          <SellQuote products={products} choices={choices} bidPerOunce={(metal) => quoteByName(spot, metal)?.bid ?? null} />
        </section>
      </HydrateApart>

      <HydrateApart>
        <TaxReport thisYear={thisYear} />
      </HydrateApart>
      {settings ? (
        <HydrateApart>
          <SettingsForm saved={settings} onSaved={refresh} />
        </HydrateApart>
      ) : null}
      <HydrateApart>
        <FeedbackForm />
      </HydrateApart>
    </>
  );
}

/** /bold-bullion-portfolio: the intro for a guest; the portfolio for a customer. */
export function Component() {
  const isLoggedIn = useSignedIn();
  return (
    <div className="page">
      <PageTitle title={isLoggedIn ? 'Your portfolio' : 'Bold Bullion Portfolio'} />
      {isLoggedIn ? <Portfolio /> : <Intro />}
    </div>
  );
}
