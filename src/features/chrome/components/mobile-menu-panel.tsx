import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { greeting } from '@/domain/chrome/greeting';
import { megaMenus, topLinks } from '@/domain/catalog/menu-tree';
import { SupportLinks } from './support-links';
import { useLogout, useSession } from '@/features/session';
import dialog from '@/ui/dialog.module.css';
import type { LazyDialogProps } from '@/ui/lazy-dialog-button';
import styles from './mobile-menu.module.css';
import { PORTFOLIO_FROM_HEADER, usePortfolioClick } from './portfolio-tile';

/** The side menu itself, loaded on the first press of Menu (or when the pointer or focus reaches it). */
export default function MobileMenuPanel({ open, onOpenChange: setOpen, returnFocusTo }: LazyDialogProps) {
  const user = useSession((s) => (s.isLoggedIn ? s.user : null));
  const firstName = useSession((s) => s.customerInfo?.firstName ?? s.user?.firstName ?? null);
  const logout = useLogout();
  const close = () => setOpen(false);
  const portfolioClick = usePortfolioClick();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the header's Menu button, as a Dialog.Trigger would.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className={styles.title}>Menu</Dialog.Title>
          <div className={styles.profile}>
            {user ? (
              <>
                <Link to="/myaccounts" onClick={close} className={styles.profileLink}>
                  {greeting(firstName)} <span className={styles.muted}>My account</span>
                </Link>
                <button
                  type="button"
                  className={styles.logout}
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  Logout
                </button>
              </>
            ) : (
              <Link to="/signin" onClick={close} className={styles.profileLink}>
                Login/Register
              </Link>
            )}
          </div>
          {/* What the desktop header shows beside the menus, which a phone's header has no room for. */}
          <ul className={styles.list} aria-label="Shortcuts">
            <li>
              <Link
                to={PORTFOLIO_FROM_HEADER}
                onClick={() => {
                  portfolioClick();
                  close();
                }}
                className={styles.summary}
              >
                Manage Portfolio
              </Link>
            </li>
            <li>
              <Link to="/bullion-in-stock" onClick={close} className={styles.summary}>
                Shop In-Stock
              </Link>
            </li>
          </ul>
          <nav aria-label="Main">
            <ul className={styles.list}>
              {megaMenus.map((m) => (
                <li key={m.id}>
                  <details>
                    <summary className={styles.summary}>{m.label}</summary>
                    <Link to={m.href} onClick={close} className={styles.link}>
                      Shop all {m.label}
                    </Link>
                    {m.groups.map((g) => (
                      <div key={g.id}>
                        <h2 className={styles.group}>{g.label}</h2>
                        <ul className={styles.sub}>
                          {g.links.map((l) => (
                            <li key={l.id}>
                              <Link to={l.href} onClick={close} className={styles.link}>
                                {l.label}
                                {l.badge ? <span className={styles.badge}>{l.badge}</span> : null}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </details>
                </li>
              ))}
              {topLinks.map((t) => (
                <li key={t.id}>
                  {t.children ? (
                    <details>
                      <summary className={styles.summary}>{t.label}</summary>
                      <ul className={styles.sub}>
                        {[{ id: `${t.id}-main`, label: `${t.label}: overview`, href: t.href }, ...t.children].map((l) => (
                          <li key={l.id}>
                            <Link to={l.href} onClick={close} className={styles.link}>
                              {l.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <Link to={t.href} onClick={close} className={t.highlight ? `${styles.summary} ${styles.highlight}` : styles.summary}>
                      {t.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <SupportLinks className={styles.support} />
          <Dialog.Close className={dialog.close} aria-label="Close menu">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
