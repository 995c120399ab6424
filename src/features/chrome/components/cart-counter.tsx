import { Suspense, useEffect, useRef, useState } from 'react';
import { badgeText } from '@/domain/cart/cart-rules';
import { CartDrawer, preloadCartDrawer, useCartCount } from '@/features/cart';
import styles from './header.module.css';

const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 300;

/**
 * The cart counter (9+ above 9) and its drawer: it opens on hover or click and closes on an
 * outside click or Escape. A disclosure, like the menus: the drawer follows the button in the reading
 * order. Its contents are a chunk of their own, fetched when the page is idle.
 */
export function CartCounter() {
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpened = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The drawer's chunk is fetched once the page is idle, not when the drawer opens: content that replaced
  // a loading line under a screen reader's cursor threw its reader back to the top of the page.
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preloadCartDrawer, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(preloadCartDrawer, 2000);
    return () => clearTimeout(id);
  }, []);

  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <div
      ref={root}
      className={styles.cartWrap}
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        later(() => {
          hoverOpened.current = true;
          setOpen(true);
        }, HOVER_OPEN_MS);
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && later(() => setOpen(false), HOVER_CLOSE_MS)}
    >
      <button
        ref={button}
        type="button"
        className={styles.cart}
        aria-expanded={open}
        aria-controls="cart-drawer"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => {
          // A click right after the hover opened it keeps it open rather than closing it again.
          if (hoverOpened.current) {
            hoverOpened.current = false;
            setOpen(true);
            return;
          }
          setOpen((o) => !o);
        }}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
          <circle cx="10" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        {/* The count is drawn from an attribute, not text: the button's name says the exact count
            ("Cart, 12 items"), and a visible "9+" would be text the name does not contain (WCAG 2.5.3). */}
        <span className={styles.badge} aria-hidden="true" data-count={badgeText(count)} />
      </button>
      <section id="cart-drawer" aria-label="Cart" className={styles.cartDrawer} hidden={!open}>
        {open ? (
          <Suspense fallback={<p>Loading your cart…</p>}>
            <CartDrawer onNavigate={close} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
