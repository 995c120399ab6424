import { configure, screen } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { seededMockForFile } from '@/test/seeded-mock';

// The search results page (its real route) on the one seeded mock: what a screen reader is told of the count.
seededMockForFile();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

const announced = vi.hoisted(() => [] as string[]);
vi.mock('@react-aria/live-announcer', () => ({
  announce: (text: string, assertiveness = 'assertive') => announced.push(`${assertiveness}: ${text}`),
}));
beforeEach(() => {
  announced.length = 0;
});

const count = () => screen.findByText(/^\d+ products? found\.$/);

describe('the search results page says its count', () => {
  it('once, politely, when the results come after the page', async () => {
    renderRoute('/search/searchresults?searchkey=silver%20eagle');
    const shown = (await count()).textContent;
    expect(announced).toEqual([`polite: ${shown}`]);
  });

  it('also when the results were there before the page: a search asked again', async () => {
    const { router } = renderRoute('/search/searchresults?searchkey=silver%20eagle');
    const shown = (await count()).textContent;
    await router.navigate('/search/searchresults?searchkey=gold');
    await screen.findByRole('heading', { level: 1, name: 'Search results for “gold”' });
    await count();
    announced.length = 0;
    await router.navigate('/search/searchresults?searchkey=silver%20eagle');
    await screen.findByRole('heading', { level: 1, name: 'Search results for “silver eagle”' });
    expect(await count()).toHaveTextContent(shown ?? '');
    expect(announced).toEqual([`polite: ${shown}`]);
  });

  it('and that nothing was found, in the store’s words', async () => {
    renderRoute('/search/searchresults?searchkey=zzqx');
    expect(await screen.findByText("No results for your search query 'zzqx'")).toBeInTheDocument();
    expect(announced).toEqual(["polite: No results for your search query 'zzqx'"]);
  });
});
