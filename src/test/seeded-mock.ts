import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CustomerInfo } from '@generated/hooks/model';
import type { paths } from '@generated/schema';
import { configureApi } from '@/api';
import { useSession } from '@/features/session';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/db/state';
import type { DbOptions } from '../../mocks/db';
import { setupMockApi } from '../../mocks/node';
import { callMock, signIn as signInOnMock } from '../../tests/contract/support/mock-client';

/** An operation's path after `/api/`, as the contract spells it (a misspelt one would refuse nothing). */
type ApiPath<K = keyof paths> = K extends `/api/${infer P}` ? P : never;

/** The host the store's API calls go to in tests (the mock's handlers answer any origin). */
export const TEST_API = 'http://api.bold.test';

/**
 * The one seeded mock for a test file, as the store meets it: listening for the file, response
 * validation on (a response that breaks the contract fails the call, so the test), the session's token
 * sent, and after each test its scenarios off, any one-off handler gone and the browser signed out.
 * `signIn` signs a customer in on the mock and puts them in the session, as the sign-in form would;
 * `refuses` makes one operation fail while the others work, which no scenario does alone.
 */
export function seededMockForFile(options: DbOptions = {}) {
  const mock = setupMockApi(options);
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => configureApi({ baseUrl: TEST_API, getToken: () => useSession.getState().user?.token ?? null, validateResponses: true }));
  afterEach(() => {
    mock.server.resetHandlers();
    mock.setScenarios([]);
    // Inside act: what the test rendered may still be on the page, and signs out with it.
    act(() => useSession.getState().signOut());
  });
  afterAll(() => mock.server.close());
  return {
    mock,
    /** `/api/<path>` answers `status` with the contract's error body (the `down` scenario's, unless told), until the test ends. */
    refuses(path: ApiPath, status = 500, message = 'The service is temporarily unavailable.') {
      mock.server.use(http.all(`${TEST_API}/api/${path}`, () => HttpResponse.json({ status, message }, { status })));
    },
    async signIn(emailId = DEMO_EMAIL, password = DEMO_PASSWORD) {
      const token = await signInOnMock(mock, emailId, password);
      const info = (await callMock(mock, 'GET', '/api/Customer/GetCustomerInfo', { token })).body as { data: CustomerInfo };
      const userId = info.data.customerId;
      if (userId === undefined) throw new Error(`the mock answered ${emailId}'s details without a customer id`);
      act(() =>
        useSession.setState({
          isLoggedIn: true,
          user: { userId, firstName: info.data.firstName, isGuest: false, token },
          customerInfo: info.data,
        }),
      );
      return { token, customer: info.data };
    },
  };
}
