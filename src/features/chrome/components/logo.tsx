import { Link } from 'react-router';
import { STORE_NAME } from '@/domain/store-info';
import styles from './header.module.css';

/** The logo, home: heard as one "link, Bold Precious Metals, home", not its name and ", home" apart. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${STORE_NAME}, home`}>
      <span aria-hidden="true" className={styles.mark} />
      <span>{STORE_NAME}</span>
    </Link>
  );
}
