// How the server's own calls to the API (every page's data, the pass-through of images) use sockets. Node's
// fetch keeps an idle socket open for 4 s and opens as many as there are calls at once; an API that
// accepts connections and never answers then leaves one socket per cancelled call, and a spike of pages
// opens more and more. With this agent the sockets to one API are bounded (calls beyond them wait in line,
// within their page's budget), an idle one closes after half a second, and nothing waits for ever.
import { Agent, setGlobalDispatcher } from 'undici';

/** Sockets to the API at most: a spike queues its calls instead of opening a socket for each. */
export const API_SOCKETS = 64;
/** An idle socket to the API is closed after this long: a cancelled call's socket does not linger. */
export const IDLE_SOCKET_MS = 500;

let installed = false;

/**
 * Installs the agent for this process's fetch (the renderer's calls and the pass-through both use it).
 * Once per process; later calls do nothing.
 */
export function installApiAgent(): void {
  if (installed) return;
  installed = true;
  setGlobalDispatcher(
    new Agent({
      connections: API_SOCKETS,
      keepAliveTimeout: IDLE_SOCKET_MS,
      keepAliveMaxTimeout: IDLE_SOCKET_MS,
      connectTimeout: 2_500,
      // A backstop for a call that carries no signal of its own: every page's calls have their budget.
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
    }),
  );
}
