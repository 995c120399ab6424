import type { Article, GetArticleKind } from '@generated/hooks/model';
import {
  getGetArticleQueryOptions,
  getGetBlogsQueryOptions,
  getGetJewelryBlogsQueryOptions,
  getGetNewsQueryOptions,
} from '@generated/hooks/ui/ui';
import type { BlogPosting, NewsArticle, WithContext } from 'schema-dts';
import { breadcrumbList } from '@/ui/page-meta';
import type { PageMeta } from '@/ui/server-response';

interface ArticleList {
  path: string;
  title: string;
  intro: string;
  /** The generated query options of the list's pages. */
  list: typeof getGetBlogsQueryOptions;
  /** What schema.org calls one of its articles. */
  schemaType: 'BlogPosting' | 'NewsArticle';
}

/** The three lists of articles, each at its path: what the list says it offers and how its articles are read. */
export const ARTICLE_KINDS = {
  blogs: {
    path: '/blogs',
    title: 'Blogs',
    intro: 'Market commentary, buying guides and the stories behind the coins.',
    list: getGetBlogsQueryOptions,
    schemaType: 'BlogPosting',
  },
  news: {
    path: '/news',
    title: 'News',
    intro: 'What moved the metals markets, and what is new at the mints.',
    list: getGetNewsQueryOptions,
    schemaType: 'NewsArticle',
  },
  'jewelry-blogs': {
    path: '/jewelry-blogs',
    title: 'Jewelry Blogs',
    intro: 'Caring for, choosing and gifting precious-metal jewelry.',
    list: getGetJewelryBlogsQueryOptions,
    schemaType: 'BlogPosting',
  },
} as const satisfies Record<GetArticleKind, ArticleList>;

export type ArticleKind = keyof typeof ARTICLE_KINDS;

/** The list a path is in (/blogs, /news/some-article, /jewelry-blogs?page=2), blogs when it is none of them. */
export function articleKindOf(pathname: string): ArticleKind {
  const first = pathname.split('/')[1] ?? '';
  return first in ARTICLE_KINDS ? (first as ArticleKind) : 'blogs';
}

/** The shape the API gives an article's slug: lower-case words joined by single hyphens, at most 200 characters. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isArticleSlug = (slug: string) => slug.length <= 200 && SLUG.test(slug);

/** An article's own page: its list's path and its slug. */
export const articlePath = (kind: ArticleKind, slug: string) => `${ARTICLE_KINDS[kind].path}/${slug}`;

/** The query that reads one article. */
export const articleQuery = (kind: ArticleKind, slug: string) => getGetArticleQueryOptions({ kind, slug });

/**
 * What an article's page says of itself: its summary, its picture and date for a shared link, and as
 * structured data a BlogPosting (a news item: a NewsArticle) with its headline, picture, dates and author,
 * and the breadcrumb home > its list > it. Paths stay paths: the server makes them absolute.
 */
export function articleMeta(kind: ArticleKind, article: Article): PageMeta {
  const list = ARTICLE_KINDS[kind];
  const path = articlePath(kind, article.slug);
  // The API names a desk (Bold Research, Bold Market Desk), not a person: an organisation, at the store's address.
  const author = { '@type': 'Organization', name: article.author ?? 'Bold Precious Metals', url: '/' } as const;
  const posting: WithContext<BlogPosting> | WithContext<NewsArticle> = {
    '@context': 'https://schema.org',
    '@type': list.schemaType,
    headline: article.title,
    description: article.summary,
    ...(article.imageURL ? { image: [article.imageURL] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    author: [author],
    publisher: { '@type': 'Organization', name: 'Bold Precious Metals', url: '/', logo: '/favicon.svg' },
    mainEntityOfPage: path,
    url: path,
  };
  return {
    description: article.summary,
    canonical: path,
    ...(article.imageURL ? { image: article.imageURL } : {}),
    type: 'article',
    publishedTime: article.publishedAt,
    structuredData: [
      posting,
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: list.title, path: list.path },
        { name: article.title, path },
      ]),
    ],
  };
}
