import { createContext, useContext } from 'react';
import type { PageMeta } from './page-meta';

/** What a page may tell the server's response while it renders there: its HTTP status and its title. */
export interface ServerResponse {
  setStatus(code: number): void;
  setTitle(title: string): void;
  setMeta(meta: PageMeta): void;
}

const ServerResponseContext = createContext<ServerResponse | null>(null);
export const ServerResponseProvider = ServerResponseContext.Provider;

/**
 * The response of the page being rendered on the server, or null in the browser (there is none). The
 * not-found page answers 404, so search engines and link checkers see it; each page's title goes into
 * the HTML's <title>, so a tab, a bookmark and a search result name the page before any script runs.
 */
export function useServerResponse(): ServerResponse | null {
  return useContext(ServerResponseContext);
}
