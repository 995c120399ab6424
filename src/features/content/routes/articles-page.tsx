import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { versionedImage } from '@/domain/chrome/image-version';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { usePageMeta } from '@/ui/page-meta';
import styles from '../components/content.module.css';
import { useRenderTime } from '@/ui/render-time';
import { formatDate } from '@/domain/format';
import { ARTICLE_KINDS, articleKindOf, articlePath } from '../articles';
import { NEW_PAGE_STATE } from '@/ui/new-page-state';

export const ARTICLES_PAGE_SIZE = 10;

/** The kind of articles a path lists (/blogs, /news, /jewelry-blogs). */
const kindOf = (pathname: string) => ARTICLE_KINDS[articleKindOf(pathname)];

/** The page of articles the address asks for, from 1. */
const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The page of articles the address asks for. */
export async function loader({ request, context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const url = new URL(request.url);
  await loadQueries(context, [kindOf(url.pathname).list({ page: pageOf(url.searchParams) - 1 })]);
  return null;
}

/** /blogs, /news and /jewelry-blogs: articles ten a page, each readable in place. */
export function Component() {
  const now = useRenderTime();
  const { pathname } = useLocation();
  const kindName = articleKindOf(pathname);
  const kind = ARTICLE_KINDS[kindName];
  const [params] = useSearchParams();
  const page = pageOf(params);
  const query = useQuery(kind.list({ page: page - 1 }));
  const data = query.data?.data;
  const pages = data ? Math.ceil(data.totalCount / ARTICLES_PAGE_SIZE) : 0;
  // Each page of a list is a page of its own (the articles are read on it): its number stays in its address.
  usePageMeta(
    data
      ? {
          description: `${kind.intro} ${data.items
            .slice(0, 3)
            .map((a) => a.title)
            .join('; ')}.${page > 1 ? ` Page ${page}.` : ''}`,
          canonical: page > 1 ? `${kind.path}?page=${page}` : kind.path,
          ...(data.items[0]?.imageURL ? { image: data.items[0].imageURL } : {}),
        }
      : null,
  );

  return (
    <div className="page">
      <PageTitle title={kind.title} />
      <p>{kind.intro}</p>
      {query.isError ? <LoadError message="We could not load the articles." onRetry={query.refetch} /> : null}
      {query.isPending ? <p role="status">Loading articles…</p> : null}
      {data && data.items.length === 0 ? <p>There are no articles here yet.</p> : null}
      {data?.items.length ? (
        <ul className={styles.list}>
          {data.items.map((a) => (
            <li key={a.id}>
              <article className={styles.item} aria-labelledby={`article-${a.id}`}>
                <h2 id={`article-${a.id}`}>
                  <Link to={articlePath(kindName, a.slug)}>{a.title}</Link>
                </h2>
                <p className={styles.meta}>
                  <time dateTime={a.publishedAt}>{formatDate(new Date(a.publishedAt), 'long')}</time>
                  {a.author ? ` · ${a.author}` : ''}
                </p>
                {a.imageURL ? (
                  <img
                    src={versionedImage(a.imageURL, now)}
                    alt=""
                    width="640"
                    height="240"
                    loading="lazy"
                    className={styles.articleImage}
                  />
                ) : null}
                <p>{a.summary}</p>
                {a.body ? (
                  <details>
                    <summary>
                      Read the article<span className="visually-hidden">: {a.title}</span>
                    </summary>
                    {a.body.split(/\n{2,}/).map((para) => (
                      <p key={para}>{para}</p>
                    ))}
                  </details>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages">
          <ul className={styles.pages}>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  to={n === 1 ? kind.path : `${kind.path}?page=${n}`}
                  state={NEW_PAGE_STATE}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
