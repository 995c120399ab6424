import { useMediaQuery } from '@/ui/use-media-query';
import { useScrolled } from '../hooks/use-scrolled';
import styles from './behaviours.module.css';

export const BACK_TO_TOP_AFTER = 300;
const DESKTOP = '(min-width: 1025px)';

/** On desktop, after scrolling more than 300px, a button takes the shopper back to the top. */
export function BackToTop() {
  const scrolled = useScrolled(BACK_TO_TOP_AFTER);
  const desktop = useMediaQuery(DESKTOP);
  if (!scrolled || !desktop) return null;
  return (
    <button
      type="button"
      className={styles.backToTop}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>('.skip-link')?.focus();
      }}
    >
      <span aria-hidden="true">↑ </span>Back to top
    </button>
  );
}
