// @vitest-environment node
// The first page a server renders after it starts, with none of the page's code loaded before: a file of
// its own, so no earlier render in it has loaded anything. A part that suspended in that render would be
// sent as a boundary for the browser to render (`<!--$!-->`), which React reports while hydrating as
// error #419 ("The server could not finish this Suspense boundary") and renders again.
import { startMockServer, type MockServer } from '../../mocks/server';
import { render } from '../../src/entry-server';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());

it('the first render after a start leaves no part for the browser to render', async () => {
  const first = await render(new Request('http://store.test/'), { apiBaseUrl: mock.url, now: Date.UTC(2026, 10, 18, 15) });
  if (first.kind !== 'page') throw new Error(`expected a page, got a redirect to ${first.location}`);
  const html = new TextDecoder().decode(first.html);
  expect(html).toContain('</footer>');
  expect(html).not.toContain('<!--$!-->');
});
