import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isNewPageState } from '@/ui/new-page-state';

/**
 * A new page starts at its top, as a full page load would: the page scrolls to the top when the path
 * changes. A change of the query string alone (a filter ticked, the sort changed) keeps the scroll
 * position, and the focus, where the shopper is; the list's status says the new count. A link to the next
 * page of a list asks for the top with NEW_PAGE_STATE.
 */
export function useScrollToTop(): void {
  const { pathname, search, state } = useLocation();
  const newPage = isNewPageState(state);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  useEffect(() => {
    if (newPage) window.scrollTo({ top: 0, left: 0 });
  }, [search, newPage]);
}
