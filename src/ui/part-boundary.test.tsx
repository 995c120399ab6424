import { render, screen } from '@testing-library/react';
import { PartBoundary } from './part-boundary';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'goldAsk')");
}

describe('PartBoundary (trust finding 6: chrome parts fail alone)', () => {
  it('replaces a failing part by its fallback and keeps its neighbours', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <header>
        <PartBoundary name="spot tiles" fallback={<p>Spot prices are unavailable right now.</p>}>
          <Broken />
        </PartBoundary>
        <a href="/cart/cart">Cart</a>
      </header>,
    );
    expect(screen.getByText('Spot prices are unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('spot tiles'), expect.any(TypeError));
  });

  it('renders the part as it is when nothing fails', () => {
    render(
      <PartBoundary name="greeting">
        <p>Hello, Guest!</p>
      </PartBoundary>,
    );
    expect(screen.getByText('Hello, Guest!')).toBeInTheDocument();
  });
});
