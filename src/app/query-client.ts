import { QueryClient } from '@tanstack/react-query';
import { UNREADABLE_MESSAGE } from '@/api';

/** Status of an error thrown by the API layer, when it carries one. */
function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/**
 * A client error (4xx) will not change on retry, nor will an answer that breaks the contract (it is
 * shown as failed at once); a network or other 5xx error gets two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  if (error instanceof Error && error.message === UNREADABLE_MESSAGE) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
