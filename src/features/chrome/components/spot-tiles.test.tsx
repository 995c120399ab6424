import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { SpotPrice } from '@generated/hooks/model';
import { keepPartsCounted } from '@/test/kept-parts';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { isTypingIn, SpotAnnouncer, SpotTiles, spotSummary } from './spot-tiles';

const spot = (over: Partial<SpotPrice> = {}): SpotPrice => ({
  goldAsk: 2712.4,
  goldBid: 2710,
  goldChange: 12.6,
  goldChangePercent: 0.47,
  silverAsk: 31.62,
  silverBid: 31.4,
  silverChange: -0.18,
  silverChangePercent: -0.57,
  platinumAsk: 968.2,
  platinumBid: 962,
  platinumChange: 0,
  platinumChangePercent: 0,
  palladiumAsk: 1012.8,
  palladiumBid: 1001,
  palladiumChange: -7.3,
  palladiumChangePercent: -0.72,
  // A Wednesday morning in New York: the market is open.
  timestamp: '2026-11-18T15:30:00Z',
  areStale: false,
  ...over,
});
const tiles = (s: SpotPrice) => (
  <MemoryRouter>
    <SpotTiles spot={s} isError={false} />
  </MemoryRouter>
);

const announcer = (s: SpotPrice) => (
  <>
    <input aria-label="Email" />
    <button type="button">Other</button>
    <SpotAnnouncer spot={s} />
  </>
);

describe('SpotTiles', () => {
  it('shows each metal’s ask and change with the direction in words as well as colour', () => {
    render(tiles(spot()));
    expect(screen.getByRole('link', { name: 'Gold $2,712.40 up +$12.60 (+0.47%)' })).toHaveAttribute('href', '/chart/gold-price');
    expect(screen.getByRole('link', { name: 'Silver $31.62 down −$0.18 (−0.57%)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Platinum \$968\.20 unchanged/ })).toBeInTheDocument();
  });

  it('marks stale prices', () => {
    render(tiles(spot({ areStale: true })));
    expect(screen.getByText('Delayed prices.')).toBeInTheDocument();
    expect(screen.getByText('Updates in 45 s')).toBeInTheDocument();
  });

  it('says when the market is closed, by the feed’s time, that prices are the last close and when trading resumes', () => {
    // Saturday noon in New York.
    render(tiles(spot({ timestamp: '2026-11-21T17:00:00Z', areStale: true })));
    expect(screen.getByText('Market closed: last-close prices. Trading resumes Sun 6:00 PM ET.')).toBeInTheDocument();
    expect(screen.queryByText('Delayed prices.')).toBeNull();
    expect(screen.queryByText(/^Updates in/)).toBeNull();
  });

  it('puts the notice first in the ticker, and nothing there while the market is open', () => {
    const ticker = (s: SpotPrice) => (
      <MemoryRouter>
        <SpotTiles spot={s} isError={false} variant="ticker" />
      </MemoryRouter>
    );
    const { unmount } = render(ticker(spot({ timestamp: '2026-11-18T22:30:00Z' })));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Daily market break: last-close prices. Trading resumes at 6:00 PM ET.');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    unmount();
    render(ticker(spot()));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/last-close prices/)).toBeNull();
  });

  it('announces politely once per refresh: not on first load, not on re-render, not when nothing moved', () => {
    const { rerender } = render(announcer(spot()));
    const live = screen.getByTestId('spot-announcer');
    expect(live).toHaveAttribute('role', 'status');
    expect(live).toHaveTextContent('');
    rerender(announcer(spot()));
    expect(live).toHaveTextContent('');
    rerender(announcer(spot({ timestamp: '2026-11-21T15:30:45Z' })));
    expect(live).toHaveTextContent('');
    const moved = spot({ timestamp: '2026-11-21T15:31:30Z', goldAsk: 2715.1 });
    rerender(announcer(moved));
    expect(live.textContent).toBe(
      'Spot prices updated. Gold $2,715.10, up 0.47%. Silver $31.62, down 0.57%. Platinum $968.20, unchanged. Palladium $1,012.80, down 0.72%.',
    );
  });

  it('stays quiet while the shopper types, and speaks again at the next refresh after', () => {
    const { rerender } = render(announcer(spot()));
    const live = screen.getByTestId('spot-announcer');
    screen.getByRole('textbox', { name: 'Email' }).focus();
    rerender(announcer(spot({ timestamp: '2026-11-21T15:31:30Z', goldAsk: 2715.1 })));
    expect(live).toHaveTextContent('');
    screen.getByRole('button', { name: 'Other' }).focus();
    const later = spot({ timestamp: '2026-11-21T15:32:30Z', goldAsk: 2716.3 });
    rerender(announcer(later));
    expect(live).toHaveTextContent(spotSummary(later));
  });

  it('the tiles themselves hold no live region (the header has the one announcer)', () => {
    render(tiles(spot()));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['<input type="text">', true],
    ['<input type="email">', true],
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<select></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<input type="checkbox">', false],
    ['<input type="radio">', false],
    ['<button></button>', false],
    ['<a href="/">x</a>', false],
  ])('typing in %s: %s', (html, typing) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(isTypingIn(host.firstElementChild)).toBe(typing);
  });

  it('says so when prices cannot be loaded, instead of leaving a blank', () => {
    render(
      <MemoryRouter>
        <SpotTiles spot={undefined} isError />
      </MemoryRouter>,
    );
    expect(screen.getByText('Spot prices are unavailable right now. We will try again shortly.')).toBeInTheDocument();
  });
});

describe('SpotTiles on the server', () => {
  afterEach(() => keepPartsRenderedWith(null));

  const both = (s: SpotPrice) => (
    <MemoryRouter>
      <SpotTiles spot={s} isError={false} />
      <SpotTiles spot={s} isError={false} variant="ticker" />
    </MemoryRouter>
  );

  it('writes the tiles and the ticker it would render in place, each rendered once while no price moves', () => {
    const inPlace = renderToString(both(spot()));
    const parts = keepPartsCounted();
    expect(renderToString(both(spot()))).toBe(inPlace);
    // A new feed time with the same prices is the same tiles (the countdown beside them is not kept).
    expect(renderToString(both(spot({ timestamp: '2026-11-18T15:31:00Z' })))).toBe(inPlace);
    expect(parts).toHaveLength(2);
  });

  it('renders them again when a price moves by a cent, and when the market closes', () => {
    const moved = spot({ silverAsk: 31.63, silverChange: -0.17 });
    const closed = spot({ timestamp: '2026-11-21T17:00:00Z' });
    const movedInPlace = renderToString(both(moved));
    const closedInPlace = renderToString(both(closed));
    const parts = keepPartsCounted();
    renderToString(both(spot()));
    expect(renderToString(both(moved))).toBe(movedInPlace);
    expect(renderToString(both(closed))).toBe(closedInPlace);
    expect(parts).toHaveLength(6);
  });

  it('opens a metal’s chart in the store from its tile', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <SpotTiles spot={spot()} isError={false} /> },
        { path: '/chart/:metal', element: <h1>Chart</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: /Silver/ }));
    expect(await screen.findByRole('heading', { name: 'Chart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chart/silver-price');
  });
});
