import { megaMenus, topLinks } from '@/domain/catalog/menu-tree';
import type { MockContext, Schemas } from './support';
import { badRequest, intParam, json, notFound, page, params } from './support';
import type { TagResolvers } from './operations';

const PAGE_SIZE = 10;

/** The menu tree as the API serves it: featured links as options, weight and mint columns as sublevels. */
export function menuNodes(): Schemas['MenuNode'][] {
  const node = (l: { id: string; label: string; href: string; badge?: string }): Schemas['MenuNode'] => ({
    id: l.id,
    label: l.label,
    href: l.href,
    badge: l.badge ?? null,
  });
  return [
    ...megaMenus.map((m) => ({
      ...node(m),
      options: m.groups.filter((g) => !/Weight|Mints/.test(g.label)).flatMap((g) => g.links.map(node)),
      weightCategory: m.groups
        .filter((g) => g.label.includes('Weight'))
        .map((g) => ({ id: g.id, label: g.label, href: m.href, options: g.links.map(node) })),
      mintCategory: m.groups.filter((g) => g.label.includes('Mints')).flatMap((g) => g.links.map(node)),
    })),
    ...topLinks.map((t) => ({ ...node(t), options: (t.children ?? []).map(node) })),
  ];
}

export function uiHandlers(ctx: MockContext): TagResolvers<'UI'> {
  const { db } = ctx;
  const articles =
    (items: Schemas['Article'][]) =>
    ({ request }: { request: Request }) => {
      const p = params(request).get('page');
      const pageNumber = p === null ? 0 : intParam(request, 'page');
      if (pageNumber === null || pageNumber < 0) return badRequest('page must be a whole number of 0 or more.');
      return json<Schemas['ArticlePage']>({
        data: { items: page(items, pageNumber, PAGE_SIZE), totalCount: items.length, page: pageNumber },
      });
    };
  return {
    getNotice: () => json<Schemas['NoticeResponse']>({ data: db.content.notice }),
    getMenu: () => json<Schemas['MenuTree']>({ data: menuNodes() }),
    getMarketingAdvertisements: ({ request }) => {
      const type = params(request).get('pagetype');
      if (!type) return badRequest('pagetype is required.');
      return json<Schemas['MarketingAdList']>({ data: db.content.ads.filter((a) => a.pageType === type) });
    },
    getJewelryBlogs: articles(db.content.jewelryBlogs),
    getBlogs: articles(db.content.blogs),
    getNews: articles(db.content.news),
    getArticle: ({ request }) => {
      const kind = params(request).get('kind');
      const slug = params(request).get('slug');
      const lists = { blogs: db.content.blogs, news: db.content.news, 'jewelry-blogs': db.content.jewelryBlogs };
      if (kind !== 'blogs' && kind !== 'news' && kind !== 'jewelry-blogs') return badRequest('kind must be blogs, news or jewelry-blogs.');
      if (!slug) return badRequest('slug is required.');
      const found = lists[kind].find((a) => a.slug === slug);
      return found ? json<Schemas['ArticleResponse']>({ data: found }) : notFound(`There is no article ${slug} in ${kind}.`);
    },
    getStateSaleTax: () => json<Schemas['StateSalesTaxList']>({ data: db.content.stateTax }),
    getDashboardImages: ({ request }) => {
      const type = params(request).get('CustomerType');
      const metal = params(request).get('MetalType');
      if (!type || !metal) return badRequest('CustomerType and MetalType are required.');
      const exact = db.content.dashboardImages.filter((i) => i.customerType === type && i.metalType === metal);
      return json<Schemas['DashboardImageList']>({
        data: exact.length ? exact : db.content.dashboardImages.filter((i) => i.metalType === metal),
      });
    },
  };
}
