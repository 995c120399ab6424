import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Form, Link } from 'react-router';
import { greeting } from '@/domain/chrome/greeting';
import { SIGN_OUT_PATH, useCustomerFirstName, useCustomerPhoto, useLogout } from '@/features/session';
import { WITH_SCRIPT_IN_PLACE, WITHOUT_SCRIPT_IN_PLACE } from '@/ui/script-running';
import styles from './header.module.css';
import { PORTFOLIO_FROM_HEADER } from './portfolio-tile';

export const ACCOUNT_LINKS = [
  { label: 'My Account', href: '/myaccounts' },
  { label: 'Account Settings', href: '/myaccounts/accountsettings' },
  { label: 'Order History', href: '/orders/order-history' },
  { label: 'Watchlist', href: '/myaccounts/watchlist' },
  { label: 'Messages', href: '/myaccounts/messages' },
  { label: 'Sell-to-us requests', href: '/myaccounts/sell-requests' },
  // Opened from the header, as the tile and the side menu open it: the page logs the view as the header's.
  { label: 'Portfolio', href: PORTFOLIO_FROM_HEADER },
];

/** Signed in: the greeting opens the account menu (a real menu). Loaded only for customers. */
export function SignedInMenu() {
  // As the server rendered them while the page hydrates (the customer's name, no photo), then the session's.
  const firstName = useCustomerFirstName();
  const photo = useCustomerPhoto();
  const logout = useLogout();
  // Both take one place, sized to the wider: when the script arrives the menu's button shows where the link
  // and Logout were, and nothing in the header or the page below it moves.
  return (
    <div className={styles.accountPlace}>
      {/* Without script the menu cannot open: the greeting leads to the account's page, and Logout is a form. */}
      <div className={`${styles.account} ${WITHOUT_SCRIPT_IN_PLACE}`}>
        <Link to="/myaccounts" className={styles.accountButton}>
          {greeting(firstName)}
        </Link>
        <Form method="post" action={SIGN_OUT_PATH}>
          <button type="submit" className={styles.accountButton}>
            Logout
          </button>
        </Form>
      </div>
      <AccountMenu firstName={firstName} photo={photo} logout={logout} />
    </div>
  );
}

function AccountMenu({ firstName, photo, logout }: { firstName: string | null; photo: string | null; logout: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${styles.accountButton} ${WITH_SCRIPT_IN_PLACE}`}>
        {photo ? <img src={photo} alt="" width="28" height="28" className={styles.avatar} data-testid="header-photo" /> : null}
        {greeting(firstName)}
        <span className="visually-hidden"> Account menu</span>
        <span aria-hidden="true"> ▾</span>
      </DropdownMenu.Trigger>
      {/* Rendered in place, inside the banner landmark, not portalled to the end of the body. */}
      <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
        {ACCOUNT_LINKS.map((l) => (
          <DropdownMenu.Item key={l.href} asChild className={styles.menuItem}>
            <Link to={l.href}>{l.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className={styles.menuSeparator} />
        <DropdownMenu.Item className={styles.menuItem} onSelect={logout}>
          Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
