// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { preloadLazyParts } from '@/ui/lazy-part';
import { PriceAlerts } from './price-alerts';

const watcher = vi.hoisted(() => vi.fn(() => null));
vi.mock('@/features/market', () => ({ PriceAlertWatcher: watcher }));

describe('price alerts on the server', () => {
  it('leaves the watcher out of a page the server renders: the alerts are the browser’s, and it renders nothing either way', async () => {
    await preloadLazyParts();
    expect(renderToString(<PriceAlerts />)).toBe('<!--$--><!--/$-->');
    expect(watcher).not.toHaveBeenCalled();
  });
});
