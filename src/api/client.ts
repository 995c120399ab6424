import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@generated/schema';
import { apiSettings } from './api-config';
import { sendApiRequest } from './send-request';

let client: Client<paths> | undefined;
let clientBase = '';

/**
 * A typed openapi-fetch client for imperative calls (cart sync, scripts), sharing the one core with
 * the generated hooks. Created on first use so it picks up the configured API host.
 */
export function apiClient(): Client<paths> {
  const base = apiSettings().baseUrl || globalThis.location.origin;
  if (!client || clientBase !== base) {
    client = createClient<paths>({ baseUrl: base, fetch: sendApiRequest });
    clientBase = base;
  }
  return client;
}
