import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('moves focus to its target when followed', async () => {
    render(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
