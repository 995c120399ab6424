import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { configureApi } from '@/api';
import { GUEST_COOKIE } from '@/domain/chrome/tracking';
import { useSession } from '@/features/session';
import { setupMockApi } from '../../../../mocks/node';
import { PREVIOUS_PAGE_KEY, usePageTracking } from './use-page-tracking';

// The views go to the one seeded mock (response validation on); what it received is read off the wire.
const API = 'http://api.bold.test';
const mock = setupMockApi();
interface PageView {
  path: string;
  userId: number | null;
  fullUrl: string;
  previousPageUrl: string | null;
  guestId: string;
  operation: string;
  productId: number | null;
}
interface Behaviour {
  pageName: string;
  productId: number | null;
  visitorId: string;
}
let views: PageView[] = [];
let behaviours: Behaviour[] = [];
mock.server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/Customer/PageViewLog'))
    void request
      .clone()
      .json()
      .then((b: PageView) => views.push(b));
  if (path.endsWith('/Customer/CustomerBehaviourLog'))
    void request
      .clone()
      .json()
      .then((b: Behaviour) => behaviours.push(b));
});
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const nav: { go: (to: string) => void } = { go: () => undefined };
function Probe() {
  usePageTracking();
  const navigate = useNavigate();
  useEffect(() => {
    nav.go = (to) => void navigate(to);
  }, [navigate]);
  return null;
}
/** The logs go out in a task of their own: wait until the mock has recorded as many as expected. */
const answered = (count: number) =>
  act(async () => {
    await vi.waitFor(
      () => {
        expect(mock.db.state.views).toMatchObject({ pageViews: count, behaviourLogs: count });
        expect([views.length, behaviours.length]).toEqual([count, count]);
      },
      { timeout: 5000 },
    );
  });
const renderAt = (path: string) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
};
const go = (to: string) => act(async () => nav.go(to));

describe('usePageTracking (on the seeded mock)', () => {
  beforeEach(() => {
    configureApi({ baseUrl: API, getToken: () => null, validateResponses: true });
    views = [];
    behaviours = [];
    mock.db.state.views.pageViews = 0;
    mock.db.state.views.behaviourLogs = 0;
    sessionStorage.clear();
    document.cookie = `${GUEST_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  afterEach(() => mock.setScenarios([]));

  it('sends each page view with the previous page and one guest id kept in a cookie', async () => {
    renderAt('/silver-bullion');
    await answered(1);
    expect(views[0]).toMatchObject({ path: '/silver-bullion', previousPageUrl: null, operation: 'view', productId: null });
    expect(document.cookie).toContain(`${GUEST_COOKIE}=${views[0]!.guestId}`);
    await go('/product/2001/2025-american-silver-eagle-1-oz');
    await answered(2);
    expect(views[1]).toMatchObject({
      path: '/product/2001/2025-american-silver-eagle-1-oz',
      productId: 2001,
      previousPageUrl: views[0]!.fullUrl,
      guestId: views[0]!.guestId,
    });
    expect(behaviours[1]).toMatchObject({ pageName: 'Product', productId: 2001, visitorId: views[0]!.guestId });
    expect(mock.db.state.views).toMatchObject({ pageViews: 2, behaviourLogs: 2 });
  });

  it('sends a reset link’s page without its token or e-mail address, and keeps it from the next page’s previous page too', async () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '/reset-password?token=s3cret-T0ken&email=a%40b.test&ref=mail');
    try {
      renderAt('/reset-password?token=s3cret-T0ken&email=a%40b.test&ref=mail');
      await answered(1);
      await go('/silver-bullion');
      await answered(2);
      const sent = JSON.stringify([views, behaviours]);
      expect(sent).not.toContain('s3cret-T0ken');
      expect(sent).not.toContain('a%40b.test');
      expect(views[0]!.fullUrl).toMatch(/\/reset-password\?ref=mail$/);
      expect(sessionStorage.getItem(PREVIOUS_PAGE_KEY)).not.toContain('s3cret');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('does not track the chart pages, but the next page still knows where the shopper came from', async () => {
    renderAt('/chart/gold-price');
    expect(sessionStorage.getItem(PREVIOUS_PAGE_KEY)).not.toBeNull();
    await go('/gold-bullion');
    await answered(1);
    expect(views.map((v) => v.path)).toEqual(['/gold-bullion']);
    expect(views[0]!.previousPageUrl).not.toBeNull();
  });

  // Signing in logged the /signin view twice, the second naming /signin as its own previous page.
  it('logs one view of the sign-in page when the shopper signs in there; the next page carries the user id', async () => {
    renderAt('/signin');
    await answered(1);
    act(() => useSession.setState({ isLoggedIn: true, user: { userId: 1001, token: 't', firstName: 'Alexandra', isGuest: false } }));
    // The store moves on only after the sign-in call has answered, a task or more later: one task here
    // lets a send queued by the sign-in itself (zero delay, queued first) go out before the next page.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    await go('/myaccounts');
    await answered(2);
    expect(views.map((v) => [v.path, v.userId])).toEqual([
      ['/signin', null],
      ['/myaccounts', 1001],
    ]);
    expect(views[1]!.previousPageUrl).toBe(views[0]!.fullUrl);
    act(() => useSession.setState({ isLoggedIn: false, user: null }));
  });

  it('sends a view once, and nothing for a page left before its logs went out', async () => {
    renderAt('/deals');
    await go('/silver-bullion');
    await answered(1);
    // One more page, so a late log of /deals would have arrived by the time this one has.
    await go('/gold-bullion');
    await answered(2);
    expect(views.map((v) => v.path)).toEqual(['/silver-bullion', '/gold-bullion']);
    expect(mock.db.state.views.behaviourLogs).toBe(2);
  });

  it('never lets a failed log reach the shopper (API down)', async () => {
    mock.setScenarios(['down']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/deals');
    await act(async () => {
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('BehaviourLog Not Added Sucessfully'), { timeout: 5000 });
    });
    expect(views.map((v) => v.path)).toEqual(['/deals']);
    expect(mock.db.state.views.pageViews).toBe(0);
  });
});
