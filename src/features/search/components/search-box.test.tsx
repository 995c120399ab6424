import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CurrentAddress, renderInStore } from '@/test/render';
import { seededMockForFile } from '@/test/seeded-mock';
import { SearchBox } from './search-box';

// Suggestions from the one seeded mock; the keywords it was asked for are read off its requests.
const { mock } = seededMockForFile();
const asked: string[] = [];
mock.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/Product/GetSearchSuggestions')) asked.push(url.searchParams.get('keyword') ?? '');
});

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

const renderBox = () =>
  renderInStore(
    <>
      <SearchBox />
      <Routes>
        <Route path="*" element={<CurrentAddress />} />
      </Routes>
    </>,
  );

/**
 * The box once the combobox has loaded; timers are faked from then on. The mock answers on real
 * promises, so time is moved on with the async advance, which lets them settle.
 */
async function loadedBox() {
  renderBox();
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  vi.useFakeTimers();
  return box;
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The loaded box, focused, a keyword typed and its suggestions listed (after the 1600 ms pause). */
async function typedWithSuggestions(keyword: string) {
  const box = await loadedBox();
  box.focus();
  fireEvent.change(box, { target: { value: keyword } });
  await wait(1600);
  await vi.waitFor(
    async () => {
      await wait(50);
      expect(box).toHaveAttribute('aria-expanded', 'true');
    },
    { timeout: 5000 },
  );
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
    await wait(2000);
    expect(asked).toEqual([]);
    fireEvent.change(box, { target: { value: 'silver' } });
    await wait(1000);
    fireEvent.change(box, { target: { value: 'silver eagle' } });
    await wait(1599);
    expect(asked).toEqual([]);
    await wait(1);
    expect(asked).toEqual(['silver eagle']);
  });

  it('lists supplies apart from the coins, and Enter with no option chosen searches for the text', async () => {
    const box = await typedWithSuggestions('silver eagle');
    expect(screen.getByRole('group', { name: 'Supplies' })).toHaveTextContent('Silver Eagle Coin Tube (20 coins)');
    expect(screen.getByRole('group', { name: 'Supplies' })).not.toHaveTextContent('2025 American Silver Eagle 1 oz');
    expect(screen.getByRole('group', { name: 'Products' })).toHaveTextContent('2025 American Silver Eagle 1 oz');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/search/searchresults?searchkey=silver%20eagle');
  });

  it('a whitespace-only keyword is never submitted', async () => {
    const box = await loadedBox();
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('a change that comes once the shopper has left the field opens no list and takes no focus back', async () => {
    const box = await typedWithSuggestions('silver eagle');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Focus moves on (the results page's heading takes it); the browser then says the field changed.
    const next = screen.getByRole('button', { name: 'Search' });
    next.focus();
    fireEvent.change(box, { target: { value: 'silver eagles' } });
    await wait(1700);
    expect(next).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter searches for what is in the field, even typed before the field was taken over by the page', async () => {
    const box = await loadedBox();
    box.focus();
    // Typed into the server's HTML: the field holds it, though React was never told.
    (box as HTMLInputElement).value = 'gold maple';
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/search/searchresults?searchkey=gold%20maple');
  });
});
