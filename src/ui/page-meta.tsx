import { useEffect } from 'react';
import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { useServerResponse } from './server-response';

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

/** Sets this page's {@link PageMeta} (null while its data loads: the site's own description stays). */
export function usePageMeta(meta: PageMeta | null): void {
  const server = useServerResponse();
  if (meta) server?.setMeta(meta);
  const description = meta?.description;
  const canonical = meta?.canonical;
  useEffect(() => {
    if (description === undefined || canonical === undefined) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = new URL(canonical, window.location.origin).href;
  }, [description, canonical]);
}

/** A breadcrumb as structured data: the pages from home down to this one, each a path from the site's root. */
export function breadcrumbList(items: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.path })),
  };
}
