import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PortfolioPnl } from '@generated/hooks/model';
import { getAddPortfolioViewsMutationOptions } from '@generated/hooks/portfolio/portfolio';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { useSession } from '@/features/session';
import { toast } from '@/ui/toast/toast-store';
import styles from './header.module.css';

export const PORTFOLIO_LOGIN_TEXT = 'Please log in to access your portfolio.';

/**
 * The Total Assets and Day P/L teaser shows when signed in and a figure is nonzero;
 * otherwise Manage Portfolio. A signed-out click warns and goes to the portfolio page with portfolio=0.
 */
export function PortfolioTile({ pnl }: { pnl: PortfolioPnl | null | undefined }) {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const { mutate: addView } = useMutation(
    getAddPortfolioViewsMutationOptions({ mutation: { onError: () => console.warn('Failed to add portfolio views') } }),
  );
  const track = () => {
    if (user) addView({ data: { customerId: user.userId, viewedFrom: 'Top-Header', isMobile: window.innerWidth <= 1024 } });
  };
  const showTeaser = Boolean(user && pnl && (pnl.totalCurrentAssetValue || pnl.dayPnlDollar || pnl.dayChangePercentage));
  if (showTeaser && pnl) {
    return (
      <Link to="/bold-bullion-portfolio" className={styles.portfolio} onClick={track}>
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
    <Link
      to="/bold-bullion-portfolio?portfolio=0"
      className={styles.portfolio}
      onClick={() => {
        if (!user) toast.warning(PORTFOLIO_LOGIN_TEXT);
        track();
      }}
    >
      Manage Portfolio
    </Link>
  );
}
