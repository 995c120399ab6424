import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/ui/button';
import { PageTitle } from '@/ui/page-title';

/** Shown instead of a blank screen when a route fails to load or render. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  if (error) console.error('Route error', error);
  const body = (
    <section aria-labelledby="route-error-title" className="page">
      <PageTitle id="route-error-title" title={notFound ? 'Page not found' : 'Something went wrong on this page'} />
      <p>
        {notFound
          ? 'We could not find that page.'
          : 'This part of the store did not load. Your cart and account are safe. Reload the page to try again, or go back to the home page.'}
      </p>
      {detail ? <p className="muted">Details: {detail}</p> : null}
      <div className="actions">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to="/">Go to the home page</Link>
      </div>
    </section>
  );
  // The root boundary replaces the whole layout, so it brings its own main landmark.
  return standalone ? <main id="main-content">{body}</main> : body;
}
