// The headers between the store's server and the mock API it runs for a mock build (mocks/server.ts), in
// one place for the server, the mock and the page: nothing here but their names, so the mock's bundle and
// the browser's can import it.

/**
 * Whose shop a call is for: the store's server sets it from its visitor cookie (server/mock-visitors.ts),
 * never from what a browser sent. A call without it is answered from the shared shop.
 */
export const MOCK_VISITOR_HEADER = 'x-mock-visitor';

/**
 * The time on the visitor's page when it made the call (an ISO time): a visitor's shop runs on their
 * page's clock, as the service worker's mock did, so a test that moves the page's clock moves the market.
 * The shared shop keeps the server's clock.
 */
export const MOCK_PAGE_CLOCK_HEADER = 'x-mock-page-time';
