import { Link, useLocation } from 'react-router';
import { PageTitle } from './page-title';
import { useServerResponse } from './server-response';

/** The not-found page body, shown for unknown routes and for category or product pages that do not exist. */
export function NotFound() {
  const { pathname } = useLocation();
  useServerResponse()?.setStatus(404);
  return (
    <div className="page">
      <PageTitle title="Page not found" />
      <p>
        We could not find <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/bullion-in-stock">Shop bullion in stock</Link>
        </li>
        <li>
          <Link to="/company/contact-us">Contact us</Link>
        </li>
      </ul>
    </div>
  );
}
