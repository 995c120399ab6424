import { render } from '@testing-library/react';
import { usePageMeta } from './page-meta';
import type { PageMeta } from './server-response';
import { ServerResponseProvider, type ServerResponse } from './server-response';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="The site’s own words.">';
  });

  it('in the browser, the description and the canonical address follow the page', () => {
    const view = render(<Page meta={{ description: 'Silver coins.', canonical: '/silver-bullion' }} />);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Silver coins.');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/silver-bullion`);
    view.rerender(<Page meta={{ description: 'Gold coins.', canonical: '/gold-bullion?page=2' }} />);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${window.location.origin}/gold-bullion?page=2`);
  });

  it('says nothing while the page’s data loads: the site’s description stays', () => {
    render(<Page meta={null} />);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The site’s own words.');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('on the server, hands the page’s meta to the response', () => {
    const response: ServerResponse = { setStatus: vi.fn(), setTitle: vi.fn(), setMeta: vi.fn() };
    const meta = { description: 'A coin.', canonical: '/product/1/a-coin', type: 'product' as const };
    render(
      <ServerResponseProvider value={response}>
        <Page meta={meta} />
      </ServerResponseProvider>,
    );
    expect(response.setMeta).toHaveBeenLastCalledWith(meta);
  });
});
