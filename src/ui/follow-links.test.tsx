import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useFollowLinks } from './follow-links';

function Where() {
  const { pathname, search } = useLocation();
  return <p>Showing {pathname + search}</p>;
}

function Part() {
  const follow = useFollowLinks();
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={follow}>
        <a href="/silver-bullion?sort=newest">
          <span>Silver</span>
        </a>
        <a href="https://example.com/elsewhere">Elsewhere</a>
        <a href="/catalog.pdf" download>
          Catalog
        </a>
        <a href="/gold-bullion" target="_blank">
          Gold in a new tab
        </a>
        <a href="/copper" target="_self">
          Copper
        </a>
      </div>
      <a href="/platinum-bullion">Outside the part</a>
      <Where />
    </>
  );
}

function show() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Part />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Whether the browser was left to follow the click (the router did not take it). */
function clickLeftToBrowser(name: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  fireEvent(screen.getByRole('link', { name }), event);
  return !event.defaultPrevented;
}

describe('plain links followed in the store', () => {
  it('opens a link to a page of the store in the router, query and all, without loading a document', async () => {
    show();
    await userEvent.click(screen.getByText('Silver'));
    expect(screen.getByText('Showing /silver-bullion?sort=newest')).toBeInTheDocument();
    expect(clickLeftToBrowser('Copper')).toBe(false);
    expect(screen.getByText('Showing /copper')).toBeInTheDocument();
  });

  it('opens one on Enter, as a keyboard user follows a link', async () => {
    show();
    screen.getByText('Silver').closest('a')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Showing /silver-bullion?sort=newest')).toBeInTheDocument();
  });

  it('leaves to the browser a click with a modifier key, another button, another site, a new tab, a download, or outside the part', () => {
    show();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(clickLeftToBrowser('Silver', init)).toBe(true);
    expect(clickLeftToBrowser('Elsewhere')).toBe(true);
    expect(clickLeftToBrowser('Catalog')).toBe(true);
    expect(clickLeftToBrowser('Gold in a new tab')).toBe(true);
    expect(clickLeftToBrowser('Outside the part')).toBe(true);
    expect(screen.getByText('Showing /')).toBeInTheDocument();
  });
});
