import { ApiError, UNREADABLE_MESSAGE } from '@/api';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not retry a client error such as 401 or 404', () => {
    expect(shouldRetry(0, { status: 401 })).toBe(false);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
  });

  it('retries a server or network error twice, then gives up', () => {
    expect(shouldRetry(0, { status: 503 })).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, { status: 500 })).toBe(false);
  });

  it('does not retry an answer that breaks the contract, but does retry a gateway 502', () => {
    expect(shouldRetry(0, new ApiError(502, UNREADABLE_MESSAGE, undefined, 'getSpotPrices', '/api/Pricing/GetSpotPrices'))).toBe(false);
    expect(shouldRetry(0, new ApiError(502, 'Bad gateway', undefined, 'getSpotPrices', '/api/Pricing/GetSpotPrices'))).toBe(true);
  });
});
