import { useEffect } from 'react';
import type { BreadcrumbList, WithContext } from 'schema-dts';
import { useServerResponse, type PageMeta } from './server-response';

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
