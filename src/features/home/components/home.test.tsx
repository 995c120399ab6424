import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { configureApi } from '@/api';
import { HomeAds, HOUSE_ADS, safeAdHref } from './home-ads';
import HomeSections from './home-sections';
import { SpotBoard } from './spot-board';

const API = 'http://api.bold.test';
const state = vi.hoisted(() => ({ ads: [] as unknown[], adsFail: false, spotFail: false, historyFail: false, silverFrom: 0, historyAsked: [] as string[] }));
const spot = {
  goldAsk: 2712.87, goldBid: 2702.1, goldChange: 26.07, goldChangePercent: 0.96,
  silverAsk: 31.44, silverBid: 31.0, silverChange: -0.34, silverChangePercent: -1.07,
  platinumAsk: 965.98, platinumBid: 960.2, platinumChange: 0, platinumChangePercent: 0,
  palladiumAsk: 1020.02, palladiumBid: 1008.86, palladiumChange: 7.22, palladiumChangePercent: 0.71,
  timestamp: '2026-11-18T15:00:00Z', areStale: false, pnl: null,
};
/**
 * A year of closes: gold climbs from 2,000 by 2 a day; silver stays at 25, so the ratio climbs from 80.
 * Silver's closes start `state.silverFrom` days later than the others'.
 */
function year(metal: string) {
  return Array.from({ length: 300 }, (_, i) => {
    const close = metal === 'gold' ? 2000 + 2 * i : metal === 'silver' ? 25 : 1000;
    const day = metal === 'silver' ? i + state.silverFrom : i;
    const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    return { date, open: close, high: close, low: close, close };
  });
}
const product = (id: number, name: string) => ({ id, name, productNameWithHypen: name.replace(/ /g, '-'), imagePath: `/images/products/${id}.svg`, lowestPrice: 34.75, ounces: 1, premiumOverSpot: 3.31, stocks: [{ stockName: 'in stock' }] });

const server = setupServer(
  http.get(`${API}/api/UI/GetMarketingAdvertisements`, () => (state.adsFail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: state.ads }))),
  http.get(`${API}/api/Pricing/GetSpotPrices`, () => (state.spotFail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json({ data: spot }))),
  http.get(`${API}/api/Pricing/GetSpotPriceHistory`, ({ request }) => {
    const metal = new URL(request.url).searchParams.get('metal') ?? '';
    state.historyAsked.push(`${metal} ${new URL(request.url).searchParams.get('range')}`);
    if (state.historyFail) return HttpResponse.json({ message: 'down' }, { status: 500 });
    return HttpResponse.json({ data: { metal: metal.charAt(0).toUpperCase() + metal.slice(1), points: year(metal) } });
  }),
  http.get(`${API}/api/Product/GetProductNearToSpot`, ({ request }) => {
    const metal = new URL(request.url).searchParams.get('metalType');
    return HttpResponse.json({ data: metal === 'Gold' ? [] : [product(1, 'PAMP Silver Bar 1 oz at Spot')] }, { headers: { 'Cache-Control': 'no-store' } });
  }),
  http.get(`${API}/api/Product/GetProductsByCategory`, ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    if (slug === 'deals') return HttpResponse.json({ message: 'down' }, { status: 500 });
    return HttpResponse.json({ data: { products: [product(slug === 'best-sellers' ? 2 : 3, slug === 'best-sellers' ? '2024 Silver Maple Leaf 1 oz' : '2026 Gold Krugerrand 1/10 oz')], totalCount: 1, pageNumber: 0, pageSize: 8, filters: [] } });
  }),
  http.get(`${API}/api/UI/GetNews`, () => HttpResponse.json({ data: { items: [{ id: 1, title: 'Britannia redesign released', slug: 'britannia', summary: 'The Royal Mint’s new reverse.', publishedAt: '2026-11-02T12:00:00Z' }], totalCount: 1, page: 1 } })),
  http.get(`${API}/api/UI/GetBlogs`, () => HttpResponse.json({ data: { items: [], totalCount: 0, page: 1 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  Object.assign(state, { ads: [], adsFail: false, spotFail: false, historyFail: false, silverFrom: 0, historyAsked: [] });
  configureApi({ baseUrl: API, getToken: () => null, validateResponses: false });
});

function show(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the home page banners', () => {
  it('shows the API’s banners as links named by their alt text, and fills the other slots with our offers', async () => {
    state.ads = [{ id: 1, imageURL: '/images/ads/silver.svg', altText: 'Silver at spot, this week only', href: '/silver/silver-at-spot', pageType: 'home' }];
    show(<HomeAds />);
    const offers = within(await screen.findByRole('region', { name: 'Offers' }));
    expect(await offers.findByRole('link', { name: 'Silver at spot, this week only' })).toHaveAttribute('href', '/silver/silver-at-spot');
    const links = offers.getAllByRole('link');
    expect(links.map((l) => l.textContent || l.querySelector('img')?.alt)).toEqual(['Silver at spot, this week only', HOUSE_ADS[0].text, HOUSE_ADS[1].text]);
  });

  it('shows three banners at most, and drops one whose address is not safe or whose alt text is blank', async () => {
    state.ads = [
      { id: 1, imageURL: '/a.svg', altText: 'One', href: 'javascript:alert(1)' },
      { id: 2, imageURL: '/b.svg', altText: '  ', href: '/b' },
      { id: 3, imageURL: '/c.svg', altText: 'Three', href: '/c' },
      { id: 4, imageURL: '/d.svg', altText: 'Four', href: 'https://mint.example/d' },
      { id: 5, imageURL: '/e.svg', altText: 'Five', href: '//evil.example/e' },
      { id: 6, imageURL: '/f.svg', altText: 'Six', href: '/f' },
      { id: 7, imageURL: '/g.svg', altText: 'Seven', href: '/g' },
    ];
    show(<HomeAds />);
    await screen.findByRole('link', { name: 'Three' });
    expect(screen.getAllByRole('link').map((l) => l.querySelector('img')?.alt)).toEqual(['Three', 'Four', 'Six']);
    expect(screen.getByRole('link', { name: 'Four' })).toHaveAttribute('href', 'https://mint.example/d');
  });

  it('shows our three offers when the call fails, so the band is never empty', async () => {
    state.adsFail = true;
    show(<HomeAds />);
    // One retry a second later, then our offers.
    expect(await screen.findByRole('link', { name: HOUSE_ADS[2].text }, { timeout: 4000 })).toHaveAttribute('href', '/sell-to-us');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('accepts a path on this site or an https address only', () => {
    expect(safeAdHref('/deals')).toBe('/deals');
    expect(safeAdHref('https://a.example/x')).toBe('https://a.example/x');
    for (const bad of ['//a.example', 'http://a.example', 'javascript:alert(1)', 'data:text/html,x', 'deals', '']) expect(safeAdHref(bad)).toBeNull();
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
    expect([...state.historyAsked].sort()).toEqual(['gold 1M', 'palladium 1M', 'platinum 1M', 'silver 1M']);
  });

  it('says the prices are unavailable when the call fails, never NaN or a blank', async () => {
    state.spotFail = true;
    state.historyFail = true;
    show(<SpotBoard />);
    expect(await screen.findByText('Spot prices are unavailable right now. We will try again shortly.', undefined, { timeout: 4000 })).toBeInTheDocument();
    const gold = within(screen.getByRole('article', { name: 'Gold' }));
    expect(gold.getAllByText('unavailable')).toHaveLength(3);
    expect(await gold.findByText('The past month is unavailable right now.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|null/);
  });
});

describe('the home page below the first screen', () => {
  it('reads the gold/silver ratio against its year: more than 5% below its average means gold is cheap', async () => {
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    // 2,712.87 / 31.44 = 86.29; the year's ratios run from 80.00 to 103.92, average 91.96: 6.2% below it.
    expect(await ratio.findByText('86.29')).toBeInTheDocument();
    expect(ratio.getByText('An ounce of gold buys 86.29 ounces of silver at today’s asks.')).toBeInTheDocument();
    expect(await ratio.findByText('One-year average 91.96 (low 80.00, high 103.92). Gold is cheap next to silver: the ratio is well below its one-year average, so an ounce of gold buys less silver than usual.')).toBeInTheDocument();
  });

  it('reads the ratio over the days both metals closed on only', async () => {
    // Silver's year starts 200 days later: the 100 shared days run from 2,400 / 25 = 96.00 to 2,598 / 25 = 103.92.
    state.silverFrom = 200;
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    expect(await ratio.findByText(/^One-year average 99\.96 \(low 96\.00, high 103\.92\)\. Gold is cheap next to silver/)).toBeInTheDocument();
  });

  it('says its year is unavailable when a year of closes cannot be had, and still shows today’s ratio', async () => {
    state.historyFail = true;
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    expect(await ratio.findByText('Its one-year history is unavailable right now.')).toBeInTheDocument();
    expect(ratio.getByText('86.29')).toBeInTheDocument();
    expect(state.historyAsked.sort()).toEqual(['gold 1Y', 'silver 1Y']);
  });

  it('says its year is unavailable when the two years share no day, never loading for ever', async () => {
    state.silverFrom = 300;
    show(<HomeSections />);
    const ratio = within(screen.getByRole('region', { name: 'Gold/silver ratio' }));
    expect(await ratio.findByText('Its one-year history is unavailable right now.')).toBeInTheDocument();
    expect(ratio.getByText('An ounce of gold buys 86.29 ounces of silver at today’s asks.')).toBeInTheDocument();
  });

  it('shows the rails, says so when one is empty or fails, and lists the news', async () => {
    show(<HomeSections />);
    const near = within(screen.getByRole('region', { name: 'Closest to spot' }));
    expect(await near.findByRole('link', { name: 'PAMP Silver Bar 1 oz at Spot' })).toBeInTheDocument();
    expect(await near.findByText('No gold is in stock near spot right now.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Best sellers' })).findByRole('link', { name: '2024 Silver Maple Leaf 1 oz' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Best sellers' })).getByRole('link', { name: 'All best sellers' })).toHaveAttribute('href', '/best-sellers');
    expect(await within(screen.getByRole('region', { name: 'Deals' })).findByText('Deals could not be loaded right now.')).toBeInTheDocument();
    const news = within(screen.getByRole('region', { name: 'News' }));
    expect(await news.findByRole('link', { name: 'Britannia redesign released' })).toHaveAttribute('href', '/news');
    expect(news.getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Blog posts' })).findByText('No blog posts yet.')).toBeInTheDocument();
  });
});
