import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('takes focus after a navigation only once its real title is there, and once', () => {
    // The first page of a visit never takes focus: the browser starts at the top.
    const first = render(<PageTitle title="Home" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).not.toHaveFocus();
    first.unmount();

    // The next page, still loading: its placeholder is not what a screen reader hears.
    const next = render(<PageTitle title="Loading products…" pending />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).not.toHaveFocus();
    next.rerender(<PageTitle title="Silver 1 oz Coins" />);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleName('Silver 1 oz Coins');
    expect(document.title).toBe('Silver 1 oz Coins | Bold Precious Metals');

    // A new sort changes nothing about focus: the shopper stays where they are.
    heading.blur();
    next.rerender(<PageTitle title="Silver 1 oz Coins, by price" />);
    expect(heading).not.toHaveFocus();
    next.unmount();
  });
});
