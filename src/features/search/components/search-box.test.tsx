import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SearchBox } from './search-box';

const asked: { keyword: string; enabled: boolean }[] = [];
vi.mock('@generated/hooks/product/product', () => ({
  useGetSearchSuggestions: (params: { keyword: string }, options: { query: { enabled: boolean } }) => {
    asked.push({ keyword: params.keyword, enabled: options.query.enabled });
    const data = options.query.enabled
      ? { data: [{ id: 1, name: 'American Silver Eagle', productNameWithHypen: 'ase', productType: 'Coin', lowestPrice: 36 }, { id: 2, name: 'Silver Eagle Coin Tube', productNameWithHypen: 'tube', productType: 'Supplies', lowestPrice: 2.95 }] }
      : undefined;
    return { data, isFetching: false, isError: false };
  },
}));

// The combobox arrives when the test lets it: first the plain field is used, then the swap is watched.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('./search-combobox', async () => {
  await gate.opened;
  return vi.importActual('./search-combobox');
});

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const renderBox = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const asking = () => asked.filter((a) => a.enabled).map((a) => a.keyword);

/** The box once the combobox has loaded; timers are faked from then on. */
async function loadedBox() {
  renderBox();
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  vi.useFakeTimers();
  return box;
}

describe('SearchBox', () => {
  beforeEach(() => {
    asked.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('works as a plain search box until the suggestions load, then keeps what was typed, the focus and the caret', async () => {
    const user = userEvent.setup();
    renderBox();
    const plain = screen.getByRole('textbox', { name: 'Search products' });
    await user.click(plain);
    await user.keyboard('silver ea');
    gate.open();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('silver ea');
    expect(box).toHaveFocus();
    await user.keyboard('gle{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search/searchresults?searchkey=silver%20eagle');
  });

  it('asks for suggestions only 1600 ms after the last keystroke, and never for a blank keyword', async () => {
    const box = await loadedBox();
    fireEvent.change(box, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(2000));
    expect(asking()).toEqual([]);
    fireEvent.change(box, { target: { value: 'silver' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(box, { target: { value: 'silver eagle' } });
    act(() => vi.advanceTimersByTime(1599));
    expect(asking()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(new Set(asking())).toEqual(new Set(['silver eagle']));
  });

  it('lists supplies apart from the coins, and Enter with no option chosen searches for the text', async () => {
    const box = await loadedBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'silver eagle' } });
    act(() => vi.advanceTimersByTime(1600));
    expect(screen.getByRole('group', { name: 'Supplies' })).toHaveTextContent('Silver Eagle Coin Tube');
    expect(screen.getByRole('group', { name: 'Products' })).toHaveTextContent('American Silver Eagle');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/search/searchresults?searchkey=silver%20eagle');
  });

  it('a whitespace-only keyword is never submitted', async () => {
    const box = await loadedBox();
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
