import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { SpotQuote } from '../../../../mocks/db/spot';
import { keepPartsCounted } from '@/test/kept-parts';
import { CurrentAddress } from '@/test/render';
import { seededMockForFile, TEST_API } from '@/test/seeded-mock';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { monthQuery } from '../queries';
import { HomeAds, HOUSE_ADS, safeAdHref } from './home-ads';
import HomeSections from './home-sections';
import { SpotBoard } from './spot-board';

// On the one seeded mock, with the worked examples arranged in its db: its market quotes the prices below
// (the spy stands in for its intraday walk), its history is a made-up year, its ads and blog are set per test.
// Failures are its down scenario, or one call answered 500 where only that call must fail.
const { mock } = seededMockForFile({ now: () => new Date('2026-11-18T15:00:00Z') });
const QUOTES: Record<string, SpotQuote> = {
  gold: { ask: 2712.87, bid: 2702.1, change: 26.07, changePercent: 0.96 },
  silver: { ask: 31.44, bid: 31.0, change: -0.34, changePercent: -1.07 },
  platinum: { ask: 965.98, bid: 960.2, change: 0, changePercent: 0 },
  palladium: { ask: 1020.02, bid: 1008.86, change: 7.22, changePercent: 0.71 },
};
const seeded = { history: { ...mock.db.market.history }, ads: mock.db.content.ads, blogs: [...mock.db.content.blogs] };
let historyAsked: string[] = [];
mock.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/Pricing/GetSpotPriceHistory'))
    historyAsked.push(`${url.searchParams.get('metal')} ${url.searchParams.get('range')}`);
});
/**
 * A year of closes: gold climbs from 2,000 by 2 a day; silver stays at 25, so the ratio climbs from 80.
 * Silver's closes start `silverFrom` days later than the others'.
 */
function arrangeYear(silverFrom = 0) {
  for (const metal of ['gold', 'silver', 'platinum', 'palladium'] as const) {
    mock.db.market.history[metal] = Array.from({ length: 300 }, (_, i) => {
      const close = metal === 'gold' ? 2000 + 2 * i : metal === 'silver' ? 25 : 1000;
      const day = metal === 'silver' ? i + silverFrom : i;
      const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      return { date, open: close, high: close, low: close, close };
    });
  }
}
/** One call answered 500 (the others still answered by the mock). */
const fails = (path: string, when: (url: URL) => boolean = () => true) =>
  mock.server.use(
    http.get(`${TEST_API}/api/${path}`, ({ request }) =>
      when(new URL(request.url)) ? HttpResponse.json({ status: 500, message: 'down' }, { status: 500 }) : undefined,
    ),
  );
beforeEach(() => {
  historyAsked = [];
  arrangeYear();
  vi.spyOn(mock.db.market, 'quoteAt').mockImplementation((metal) => QUOTES[metal]!);
});
afterEach(() => {
  Object.assign(mock.db.market.history, seeded.history);
  mock.db.content.ads = seeded.ads;
  mock.db.content.blogs.splice(0, mock.db.content.blogs.length, ...seeded.blogs);
  vi.restoreAllMocks();
});

/** A part as a page holds it, with the address its links lead to shown; the same tree renders in place or to a string. */
function pageWithAddress(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {ui}
        <CurrentAddress />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { client, page };
}

function show(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the home page banners', () => {
  it('shows the API’s banners as links named by their alt text, and fills the other slots with our offers', async () => {
    mock.db.content.ads = [
      {
        id: 1,
        imageURL: '/images/ads/silver.svg',
        altText: 'Silver at spot, this week only',
        href: '/silver/silver-at-spot',
        pageType: 'home',
      },
    ];
    show(<HomeAds />);
    const offers = within(await screen.findByRole('region', { name: 'Offers' }));
    expect(await offers.findByRole('link', { name: 'Silver at spot, this week only' })).toHaveAttribute('href', '/silver/silver-at-spot');
    const links = offers.getAllByRole('link');
    expect(links.map((l) => l.textContent || l.querySelector('img')?.alt)).toEqual([
      'Silver at spot, this week only',
      HOUSE_ADS[0].text,
      HOUSE_ADS[1].text,
    ]);
  });

  it('shows three banners at most, and drops one whose address is not safe or whose alt text is blank', async () => {
    mock.db.content.ads = [
      { id: 1, imageURL: '/a.svg', altText: 'One', href: 'javascript:alert(1)', pageType: 'home' },
      { id: 2, imageURL: '/b.svg', altText: '  ', href: '/b', pageType: 'home' },
      { id: 3, imageURL: '/c.svg', altText: 'Three', href: '/c', pageType: 'home' },
      { id: 4, imageURL: '/d.svg', altText: 'Four', href: 'https://mint.example/d', pageType: 'home' },
      { id: 5, imageURL: '/e.svg', altText: 'Five', href: '//evil.example/e', pageType: 'home' },
      { id: 6, imageURL: '/f.svg', altText: 'Six', href: '/f', pageType: 'home' },
      { id: 7, imageURL: '/g.svg', altText: 'Seven', href: '/g', pageType: 'home' },
    ];
    show(<HomeAds />);
    await screen.findByRole('link', { name: 'Three' });
    expect(screen.getAllByRole('link').map((l) => l.querySelector('img')?.alt)).toEqual(['Three', 'Four', 'Six']);
    expect(screen.getByRole('link', { name: 'Four' })).toHaveAttribute('href', 'https://mint.example/d');
  });

  it('shows our three offers when the call fails (API down), so the band is never empty', async () => {
    mock.setScenarios(['down']);
    show(<HomeAds />);
    // One retry a second later, then our offers.
    expect(await screen.findByRole('link', { name: HOUSE_ADS[2].text }, { timeout: 4000 })).toHaveAttribute('href', '/sell-to-us');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('accepts a path on this site or an https address only', () => {
    expect(safeAdHref('/deals')).toBe('/deals');
    expect(safeAdHref('https://a.example/x')).toBe('https://a.example/x');
    for (const bad of ['//a.example', 'http://a.example', 'javascript:alert(1)', 'data:text/html,x', 'deals', ''])
      expect(safeAdHref(bad)).toBeNull();
  });
});

describe('the spot board', () => {
  it('shows each metal’s bid, ask and day’s change in words, a month’s change, and a link to its chart', async () => {
    show(<SpotBoard />);
    const gold = within(await screen.findByRole('article', { name: 'Gold' }));
    expect(await gold.findByText('$2,712.87')).toBeInTheDocument();
    expect(gold.getByText('$2,702.10')).toBeInTheDocument();
    const today = (card: typeof gold) => card.getByText('Today').nextElementSibling;
    expect(today(gold)).toHaveTextContent('up +$26.07 (+0.96%)');
    // The last 30 closes of the year: 2,540 to 2,598, up 2.28%.
    expect(await gold.findByText('Past month: up 2.28%, $2,540.00 to $2,598.00')).toBeInTheDocument();
    expect(gold.getByRole('link', { name: 'Gold price chart' })).toHaveAttribute('href', '/chart/gold-price');
    const silver = within(screen.getByRole('article', { name: 'Silver' }));
    expect(today(silver)).toHaveTextContent('down −$0.34 (−1.07%)');
    expect(await silver.findByText('Past month: unchanged 0.00%, $25.00 to $25.00')).toBeInTheDocument();
    expect(today(within(screen.getByRole('article', { name: 'Platinum' })))).toHaveTextContent('unchanged $0.00 (+0.00%)');
    expect(screen.getByText('Per troy ounce, as of Wed 10:00 AM ET')).toBeInTheDocument();
    // The small charts ask for a month each, not a year (the page and its data stay small).
    expect([...historyAsked].sort()).toEqual(['gold 1M', 'palladium 1M', 'platinum 1M', 'silver 1M']);
  });

  it('says the prices are unavailable when the call fails, never NaN or a blank', async () => {
    mock.setScenarios(['down']);
    show(<SpotBoard />);
    expect(
      await screen.findByText('Spot prices are unavailable right now. We will try again shortly.', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    const gold = within(screen.getByRole('article', { name: 'Gold' }));
    expect(gold.getAllByText('unavailable')).toHaveLength(3);
    expect(await gold.findByText('The past month is unavailable right now.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|null/);
  });

  it('is written as rendered in place when the server keeps it, rendered again when a price or a close moves, and opens a chart in the store', async () => {
    const { client, page } = pageWithAddress(<SpotBoard />);
    render(page);
    const gold = within(await screen.findByRole('article', { name: 'Gold' }));
    await gold.findByText('Past month: up 2.28%, $2,540.00 to $2,598.00');
    await screen.findByText('Past month: unchanged 0.00%, $25.00 to $25.00');
    const inPlace = renderToString(page);
    const parts = keepPartsCounted();
    try {
      expect(renderToString(page)).toBe(inPlace);
      expect(renderToString(page)).toBe(inPlace);
      expect(parts).toHaveLength(1);
      // Gold's last close a dollar up: its month reads differently, so the board is rendered again.
      const { queryKey } = monthQuery('gold');
      client.setQueryData(queryKey, (month) => {
        const points = month!.data.points;
        const last = points.at(-1)!;
        return { ...month!, data: { ...month!.data, points: [...points.slice(0, -1), { ...last, close: last.close + 1 }] } };
      });
      expect(renderToString(page)).toContain('$2,540.00 to $2,599.00');
      expect(parts).toHaveLength(2);
      // Silver's ask a cent up: rendered again.
      vi.mocked(mock.db.market.quoteAt).mockImplementation((metal) =>
        metal === 'silver' ? { ...QUOTES.silver!, ask: 31.45 } : QUOTES[metal]!,
      );
      await client.refetchQueries();
      expect(renderToString(page)).toContain('$31.45');
      expect(parts).toHaveLength(3);
    } finally {
      keepPartsRenderedWith(null);
    }
    await userEvent.click(within(screen.getByRole('article', { name: 'Silver' })).getByRole('link', { name: 'Silver price chart' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/chart/silver-price');
  });
});

describe('the home page below the first screen', () => {
  it('reads the gold/silver ratio against its year: more than 5% below its average means gold is cheap', async () => {
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    // 2,712.87 / 31.44 = 86.29; the year's ratios run from 80.00 to 103.92, average 91.96: 6.2% below it.
    expect(await ratio.findByText('86.29')).toBeInTheDocument();
    expect(ratio.getByText('An ounce of gold buys 86.29 ounces of silver at today’s asks.')).toBeInTheDocument();
    expect(
      await ratio.findByText(
        'One-year average 91.96 (low 80.00, high 103.92). Gold is cheap next to silver: the ratio is well below its one-year average, so an ounce of gold buys less silver than usual.',
      ),
    ).toBeInTheDocument();
  });

  it('reads the ratio over the days both metals closed on only', async () => {
    // Silver's year starts 200 days later: the 100 shared days run from 2,400 / 25 = 96.00 to 2,598 / 25 = 103.92.
    arrangeYear(200);
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    expect(
      await ratio.findByText(/^One-year average 99\.96 \(low 96\.00, high 103\.92\)\. Gold is cheap next to silver/),
    ).toBeInTheDocument();
  });

  it('says its year is unavailable when a year of closes cannot be had, and still shows today’s ratio', async () => {
    fails('Pricing/GetSpotPriceHistory');
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    expect(await ratio.findByText('Its one-year history is unavailable right now.')).toBeInTheDocument();
    expect(ratio.getByText('86.29')).toBeInTheDocument();
    expect(historyAsked.sort()).toEqual(['gold 1Y', 'silver 1Y']);
  });

  it('says its year is unavailable when the two years share no day, never loading for ever', async () => {
    arrangeYear(300);
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    expect(await ratio.findByText('Its one-year history is unavailable right now.')).toBeInTheDocument();
    expect(ratio.getByText('An ounce of gold buys 86.29 ounces of silver at today’s asks.')).toBeInTheDocument();
  });

  it('shows the rails, says so when one is empty or fails, and lists the news', async () => {
    // No gold in stock near spot, the deals rail failing, no blog posts.
    const gold = mock.db.catalog.filter((p) => p.metal === 'Gold');
    const stock = new Map(gold.map((p) => [p, p.stock]));
    gold.forEach((p) => (p.stock = p.stock.map((x) => ({ ...x, stockName: 'out of stock' as const }))));
    fails('Product/GetProductsByCategory', (url) => url.searchParams.get('slug') === 'deals');
    mock.db.content.blogs.splice(0);
    try {
      show(<HomeSections />);
      const near = within(screen.getByRole('region', { name: 'Closest to spot' }));
      expect((await near.findAllByRole('link')).length).toBeGreaterThan(0);
      expect(await near.findByText('No gold is in stock near spot right now.')).toBeInTheDocument();
      const best = within(screen.getByRole('region', { name: 'Best sellers' }));
      expect((await best.findAllByRole('link')).length).toBeGreaterThan(1);
      expect(best.getByRole('link', { name: 'All best sellers' })).toHaveAttribute('href', '/best-sellers');
      expect(
        await within(screen.getByRole('region', { name: 'Deals' })).findByText('Deals could not be loaded right now.'),
      ).toBeInTheDocument();
      const news = within(screen.getByRole('region', { name: 'News' }));
      const titles = mock.db.content.news.map((n) => n.title);
      const stories = (await news.findAllByRole('link')).filter((l) => titles.includes(l.textContent ?? ''));
      expect(stories.length).toBeGreaterThan(0);
      // Each story opens on its own page.
      for (const story of stories)
        expect(story).toHaveAttribute('href', `/news/${mock.db.content.news.find((n) => n.title === story.textContent)!.slug}`);
      // Each with its day, written out (e.g. "Nov 2, 2026").
      const first = mock.db.content.news.find((n) => n.title === stories[0]!.textContent)!;
      expect(
        news.getByText(
          new Date(first.publishedAt).toLocaleDateString('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'America/New_York',
          }),
        ),
      ).toBeInTheDocument();
      expect(await within(screen.getByRole('region', { name: 'Blog posts' })).findByText('No blog posts yet.')).toBeInTheDocument();
    } finally {
      stock.forEach((s, p) => (p.stock = s));
    }
  });

  it('writes its lists of articles and links as rendered in place when the server keeps them, and opens a story in the store', async () => {
    const { page } = pageWithAddress(<HomeSections />);
    render(page);
    const news = within(screen.getByRole('region', { name: 'News' }));
    // "All news", then the stories once they have loaded.
    await waitFor(() => expect(news.getAllByRole('link').length).toBeGreaterThan(1));
    const story = mock.db.content.news.find((n) => n.title === news.getAllByRole('link')[1]?.textContent);
    expect(story).toBeDefined();
    const inPlace = renderToString(page);
    const parts = keepPartsCounted();
    try {
      expect(renderToString(page)).toBe(inPlace);
      expect(renderToString(page)).toBe(inPlace);
    } finally {
      keepPartsRenderedWith(null);
    }
    // The news, the blog posts, the market tools, the metals, and the rails' cards, each once.
    expect(parts.filter((html) => html.includes(`/news/${story!.slug}`))).toHaveLength(1);
    expect(parts.filter((html) => html.includes('href="/melt-calculator"'))).toHaveLength(1);
    await userEvent.click(news.getByRole('link', { name: story!.title }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/news/${story!.slug}`);
  });
});
