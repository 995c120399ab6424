import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryPageDataFacets } from '@generated/hooks/model';
import { keepPartsCounted } from '@/test/kept-parts';
import { keepPartsRenderedWith } from '@/ui/kept-part';
import { Filters, type FilterKey } from './filters';

const facets: CategoryPageDataFacets = {
  metal: [{ value: 'Silver', label: 'Silver', count: 163 }],
  productType: [
    { value: 'Coin', label: 'Coins', count: 105 },
    { value: 'Bar', label: 'Bars', count: 45 },
  ],
  weight: [
    { value: '1 oz', label: '1 oz', count: 52 },
    { value: '10 oz', label: '10 oz', count: 21 },
  ],
  mint: [],
  stock: [],
};
const form = (ticked: Partial<Record<FilterKey, string[]>> = {}, onToggle: (key: FilterKey, value: string) => void = () => {}) => (
  <Filters facets={facets} selected={(key) => ticked[key] ?? []} onToggle={onToggle} />
);

describe('the category filters', () => {
  afterEach(() => keepPartsRenderedWith(null));

  it('shows a group for each facet with two values or more, its boxes ticked as the address says', () => {
    render(form({ weight: ['10 oz'] }));
    expect(screen.queryByRole('group', { name: 'Metal' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Coins (105)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '10 oz (21)' })).toBeChecked();
  });

  it('on the server, writes the form it would render in place, once for the same facets and the same ticked boxes', () => {
    const inPlace = renderToString(form());
    const tickedInPlace = renderToString(form({ productType: ['Bar'] }));
    const parts = keepPartsCounted();
    expect(renderToString(form())).toBe(inPlace);
    expect(renderToString(form())).toBe(inPlace);
    expect(parts).toHaveLength(1);
    // One box more ticked is another form; so are other counts.
    expect(renderToString(form({ productType: ['Bar'] }))).toBe(tickedInPlace);
    expect(parts).toHaveLength(2);
    const fewer = { ...facets, weight: [{ value: '1 oz', label: '1 oz', count: 51 }, ...facets.weight.slice(1)] };
    expect(renderToString(<Filters facets={fewer} selected={() => []} onToggle={() => {}} />)).toContain('51');
    expect(parts).toHaveLength(3);
  });

  it('is hydrated by the browser without a mismatch, and a box ticked then reaches the page', async () => {
    keepPartsRenderedWith(renderToString);
    const container = document.createElement('div');
    container.innerHTML = renderToString(form({ weight: ['1 oz'] }));
    document.body.append(container);
    keepPartsRenderedWith(null);
    const mismatches: unknown[] = [];
    const toggled: string[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        form({ weight: ['1 oz'] }, (key, value) => toggled.push(`${key} ${value}`)),
        { onRecoverableError: (e) => mismatches.push(e) },
      );
    });
    expect(mismatches).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bars (45)' }));
    expect(toggled).toEqual(['productType Bar']);
    container.remove();
  });
});
