import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError, loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { versionedImage } from '@/domain/chrome/image-version';
import { formatDate } from '@/domain/format';
import { LoadError } from '@/ui/load-error';
import { NotFound } from '@/ui/not-found';
import { PageTitle } from '@/ui/page-title';
import { usePageMeta } from '@/ui/page-meta';
import { useRenderTime } from '@/ui/render-time';
import { useServerResponse } from '@/ui/server-response';
import { ARTICLE_KINDS, articleKindOf, articleMeta, articleQuery, isArticleSlug } from '../articles';
import styles from '../components/content.module.css';

/** The article the address names; a slug the API could not have is not asked for. */
export async function loader({ request, params, context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const slug = params.slug ?? '';
  if (!isArticleSlug(slug)) return null;
  await loadQueries(context, [articleQuery(articleKindOf(new URL(request.url).pathname), slug)]);
  return null;
}

/** /blogs/{slug}, /news/{slug} and /jewelry-blogs/{slug}: one article on a page of its own, to be found and shared. */
export function Component() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const kind = articleKindOf(pathname);
  const valid = isArticleSlug(slug);
  if (!valid) return <NotFound />;
  return <ArticlePage kind={kind} slug={slug} />;
}

function ArticlePage({ kind, slug }: { kind: ReturnType<typeof articleKindOf>; slug: string }) {
  const now = useRenderTime();
  const list = ARTICLE_KINDS[kind];
  const serverResponse = useServerResponse();
  // Not asked again on mount after a failure: the server's not-found article hydrates as not found.
  const query = useQuery({ ...articleQuery(kind, slug), retryOnMount: false });
  const article = query.data?.data;
  usePageMeta(article ? articleMeta(kind, article) : null);
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFound />;
  const back = (
    <p>
      <Link to={list.path}>All {list.title.toLowerCase()}</Link>
    </p>
  );
  if (!article) {
    // On the server: the API failed (its error state) or did not answer in time (its loading state,
    // which the browser fills), so the page goes out as a 503, never as an article page without its article.
    serverResponse?.setStatus(503);
    return (
      <div className="page">
        <PageTitle title={query.isError ? 'This article could not be loaded' : 'Loading article…'} pending={!query.isError} />
        {query.isError ? <LoadError message="We could not load this article." onRetry={query.refetch} /> : null}
        {back}
      </div>
    );
  }
  return (
    <div className="page">
      <article className={styles.prose} aria-labelledby="article-title">
        <PageTitle title={article.title} id="article-title" />
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(new Date(article.publishedAt), 'long')}</time>
          {article.author ? ` · ${article.author}` : ''}
        </p>
        {article.imageURL ? (
          <img src={versionedImage(article.imageURL, now)} alt="" width="640" height="240" className={styles.articleImage} />
        ) : null}
        <p className={styles.lead}>{article.summary}</p>
        {(article.body ?? '').split(/\n{2,}/).map((para) => (para ? <p key={para}>{para}</p> : null))}
      </article>
      {back}
    </div>
  );
}
