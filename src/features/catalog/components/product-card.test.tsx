import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SearchProduct } from '@generated/hooks/model';
import { keepPartsCounted } from '@/test/kept-parts';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { RenderTimeProvider } from '@/ui/render-time';
import { ProductCardItem } from './product-card';

const product = (over: Partial<SearchProduct> = {}): SearchProduct => ({
  id: 2001,
  name: '2024 American Silver Eagle 1 oz',
  productNameWithHypen: '2024-american-silver-eagle-1-oz',
  imagePath: '/images/products/2001.webp',
  stocks: [{ stockCode: 'IS', stockName: 'in stock', stockQty: 40 }],
  metal: 'Silver',
  ounces: 1,
  lowestPrice: 36.12,
  premiumOverSpot: 4.5,
  ...over,
});
const show = (p: SearchProduct) =>
  render(
    <MemoryRouter>
      <ul>
        <ProductCardItem product={p} />
      </ul>
    </MemoryRouter>,
  );

describe('a product card', () => {
  it('shows the price per troy ounce and the premium over spot', () => {
    show(product());
    expect(screen.getByText('$36.12 an ounce, $4.50 over spot')).toBeInTheDocument();
  });

  it('divides by the ounces of the piece: a 10 oz bar at $330.00 is $33.00 an ounce; a 1/10 oz coin at $290.40, $2,904.00', () => {
    show(product({ id: 1, ounces: 10, lowestPrice: 330, premiumOverSpot: 14 }));
    expect(screen.getByText('$33.00 an ounce, $14.00 over spot')).toBeInTheDocument();
    show(product({ id: 2, ounces: 0.1, lowestPrice: 290.4, premiumOverSpot: 19.16 }));
    expect(screen.getByText('$2,904.00 an ounce, $19.16 over spot')).toBeInTheDocument();
  });

  it('says nothing per ounce for a product without metal weight, or without a price', () => {
    const { container } = show(product({ ounces: 0, productType: 'Supplies', premiumOverSpot: undefined }));
    expect(container.textContent).not.toMatch(/an ounce|over spot|NaN|Infinity/);
    show(product({ id: 3, lowestPrice: undefined }));
    expect(screen.queryAllByText(/an ounce/)).toHaveLength(0);
  });

  it('says its price with the method it is for, and shows no price when the API gives none', () => {
    show(product());
    expect(screen.getByText('$36.12 each by eCheck or wire')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(/\$0\.00/);
    show(product({ id: 3, lowestPrice: undefined }));
    expect(screen.getAllByRole('article')[1]?.textContent).not.toMatch(/As low as|\$0\.00/);
  });

  it('leaves the premium out when the API does not give it', () => {
    show(product({ premiumOverSpot: undefined }));
    expect(screen.getByText('$36.12 an ounce')).toBeInTheDocument();
  });
});

describe('a product card on the server', () => {
  afterEach(() => keepPartsRenderedWith(null));

  // 2026-12-07 12:00 UTC is 17:30 at the image offset: the picture's version is that day's second slot.
  const NOON = Date.UTC(2026, 11, 7, 12, 0);
  const page = (products: SearchProduct[], at = NOON) => (
    <RenderTimeProvider renderedAt={at}>
      <ul>
        {products.map((p) => (
          <ProductCardItem key={p.id} product={p} />
        ))}
      </ul>
    </RenderTimeProvider>
  );

  it('writes the HTML it would render in place, rendering a card once for every page that lists it', () => {
    const inPlace = renderToString(page([product(), product({ id: 2002, name: '1 oz Gold Buffalo' })]));
    const parts = keepPartsCounted();
    expect(renderToString(page([product(), product({ id: 2002, name: '1 oz Gold Buffalo' })]))).toBe(inPlace);
    expect(renderToString(page([product()]))).toContain('2024 American Silver Eagle 1 oz');
    expect(parts).toHaveLength(2);
  });

  it('renders a card again once what it shows changes: a price a cent up, a stock sold out', () => {
    const soldOut = product({ stocks: [{ stockCode: 'IS', stockName: 'in stock', stockQty: 0 }] });
    const inPlace = renderToString(page([soldOut]));
    const parts = keepPartsCounted();
    renderToString(page([product()]));
    expect(renderToString(page([product({ lowestPrice: 36.13 })]))).toContain('$36.13');
    expect(renderToString(page([soldOut]))).toBe(inPlace);
    expect(parts).toHaveLength(3);
  });

  it('renders a card again for the picture’s next version, not within the same slot', () => {
    const parts = keepPartsCounted();
    const first = renderToString(page([product()], NOON));
    expect(renderToString(page([product()], NOON + 60_000))).toBe(first);
    expect(parts).toHaveLength(1);
    // 30 minutes on, inside the evening's window: a new version of the picture.
    expect(renderToString(page([product()], NOON + 30 * 60_000))).toContain('?v=20261207-3');
    expect(parts).toHaveLength(2);
  });

  it('is hydrated by the browser without a mismatch', async () => {
    keepPartsCounted();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([product(), product({ id: 2002 })]));
    document.body.append(container);
    keepPartsRenderedWith(null);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page([product(), product({ id: 2002 })]), { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelectorAll('li > article')).toHaveLength(2);
    container.remove();
  });
});
