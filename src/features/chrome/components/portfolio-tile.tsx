import { Link } from 'react-router';
import type { PortfolioPnl } from '@generated/hooks/model';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { useSignedIn } from '@/features/session';
import { toast } from '@/ui/toast/toast-store';
import styles from './header.module.css';

export const PORTFOLIO_LOGIN_TEXT = 'Please log in to access your portfolio.';

/**
 * The portfolio as the header opens it: `portfolio=0` says it was opened from the header, and the page
 * logs the view as the header's (Top-Header) (docs/decisions/0015-portfolio-from-the-header.md).
 */
export const PORTFOLIO_FROM_HEADER = '/bold-bullion-portfolio?portfolio=0';

/**
 * A click on a header's way to the portfolio (the tile, or the phone's menu): a guest is warned to log in
 * (and goes on to the page, which offers the way in). A customer's view is logged by the page it opens,
 * so no page carries the portfolio's API code for the header's sake.
 */
export function usePortfolioClick(): () => void {
  const signedIn = useSignedIn();
  return () => {
    if (!signedIn) toast.warning(PORTFOLIO_LOGIN_TEXT);
  };
}

/**
 * The Total Assets and Day P/L teaser shows when signed in and a figure is nonzero;
 * otherwise Manage Portfolio. Both open the portfolio page with portfolio=0; a signed-out click warns.
 */
export function PortfolioTile({ pnl }: { pnl: PortfolioPnl | null | undefined }) {
  // While a page hydrates, whether the server rendered it for a customer (their figures are in its spot answer).
  const signedIn = useSignedIn();
  const onClick = usePortfolioClick();
  const showTeaser = Boolean(signedIn && pnl && (pnl.totalCurrentAssetValue || pnl.dayPnlDollar || pnl.dayChangePercentage));
  if (showTeaser && pnl) {
    return (
      <Link to={PORTFOLIO_FROM_HEADER} className={styles.portfolio} onClick={onClick}>
        <span>
          Total Assets <strong>{formatUsd(pnl.totalCurrentAssetValue)}</strong>
        </span>
        {/* A space, so the link's name reads "$1,234.00 Day P/L", not "$1,234.00Day P/L". */}{' '}
        <span>
          Day P/L{' '}
          <strong className={pnl.dayPnlDollar < 0 ? styles.down : styles.up}>
            {formatSignedUsd(pnl.dayPnlDollar)} ({formatPercent(pnl.dayChangePercentage)})
          </strong>
        </span>
      </Link>
    );
  }
  // A link: it goes to a page (a screen reader said "button, Manage Portfolio" for what is a way somewhere).
  return (
    <Link to={PORTFOLIO_FROM_HEADER} className={styles.portfolio} onClick={onClick}>
      Manage Portfolio
    </Link>
  );
}
