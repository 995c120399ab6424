import { getResponse, http, HttpHandler, HttpResponse } from 'msw';
import { operations } from '@generated/operations';
import { createMockApi } from '../create-mock-api';
import { MOCKED_PATH, notMocked } from './index';

const passedOn = (response: Response | undefined) => response?.status === 302 && response.headers.get('x-msw-intention') === 'passthrough';

describe('what the page loads that the mock does not answer goes to the network at the first handler', () => {
  it('every handler of the mock, drift included, answers a path the pass-on leaves to it', () => {
    const { handlers } = createMockApi({ seed: 7, scenarios: ['drift'] });
    const paths = handlers.map((h) => (h instanceof HttpHandler ? String(h.info.path) : `not an HTTP handler: ${h.info.header}`));
    // The operations' handler and orval's one per operation, at least.
    expect(paths.length).toBeGreaterThan(operations.length);
    for (const path of paths) expect(path.replace(/^\*/, ''), path).toMatch(MOCKED_PATH);
  });

  it.each([
    'http://store.test/assets/app-Cd8EyyuZ.js',
    'http://store.test/assets/routes-BLVvurlb.css',
    'http://store.test/favicon.svg',
    'http://store.test/',
    'http://store.test/apis/x',
    'http://store.test/assets/api/x.js',
    'http://chat.test:4180/widget.js',
  ])('%s passes on without any other handler trying it', async (url) => {
    const tried = vi.fn(() => HttpResponse.text('mocked'));
    const response = await getResponse([notMocked(), http.all('*', tried)], new Request(url));
    expect(passedOn(response)).toBe(true);
    expect(tried).not.toHaveBeenCalled();
  });

  it.each([
    'http://store.test/api/UI/GetNotice',
    'http://store.test/images/ads/silver-at-spot.svg',
    'http://store.test/uploads/customerprofile/a.png',
  ])('%s is the mock’s to answer', async (url) => {
    const { handlers } = createMockApi({ seed: 7 });
    const response = await getResponse([notMocked(), ...handlers], new Request(url));
    expect(passedOn(response)).toBe(false);
    expect(response?.status).toBe(200);
  });
});
