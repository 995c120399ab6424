import { fireEvent, render, screen } from '@testing-library/react';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces the problem and tries again on request', () => {
    const retry = vi.fn();
    render(<LoadError message="Failed to fetch search results" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch search results');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
