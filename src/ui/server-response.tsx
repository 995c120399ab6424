import { createContext, useContext } from 'react';
import type { Thing, WithContext } from 'schema-dts';

/**
 * What a page says of itself to search engines and to a link shared in a chat: the server writes it into
 * the HTML's head (description, canonical URL, Open Graph and Twitter card tags); in the browser the
 * description and canonical follow the page as the shopper moves.
 */
export interface PageMeta {
  /** One or two sentences on what the page offers, for a search result's snippet and a shared link. */
  description: string;
  /** The page's one address from the site's root, whatever query string sorts or filters it (a page number stays). */
  canonical: string;
  /** The picture a shared link shows: a path from the site's root (the product's image). */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** An article's publication time (ISO 8601), for Open Graph's `article:published_time`. */
  publishedTime?: string;
  /** A product's price from (its lowest tier, by eCheck or wire), for Open Graph's product tags. */
  price?: { amount: number; currency: 'USD' };
  /**
   * Schema.org structured data (JSON-LD), typed with schema-dts. URLs may be paths from the site's root:
   * the server makes them absolute as it writes them.
   */
  structuredData?: readonly WithContext<Thing>[];
}

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
