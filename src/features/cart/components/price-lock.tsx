import { useEffect, useRef, useState } from 'react';
import type { CartProduct } from '@generated/hooks/model';
import { formatHold, PRICE_LOCK_MS, priceChanges, secondsHeld } from '@/domain/cart/price-lock';
import { formatEasternClock } from '@/domain/spot/eastern-clock';
import { toCents } from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import type { Cart } from '../hooks/use-cart';
import styles from './cart.module.css';
import { formatTime } from '@/domain/format';
import { useTickingTime } from '@/ui/render-time';

const keyOf = (l: { productId: number; source?: string; productInventorySource?: string; size?: string | null }) =>
  `${l.productId}|${l.source ?? l.productInventorySource}|${l.size ?? ''}`;
const money = (cents: number) => formatUsd(cents / 100);

/**
 * How long the prices on screen are held. When the hold ends the cart is priced again and the shopper
 * is told, line by line, what changed (or that nothing did).
 */
export function PriceLock({ cart }: { cart: Cart }) {
  // The server's render time while the page hydrates (a cart rendered on the server says the hold it was
  // sent with, which the browser's clock read a moment later would not), then this browser's, each second.
  const now = useTickingTime(1000);
  const [message, setMessage] = useState('');
  const repricing = useRef(false);
  const held = cart.pricedAt ? secondsHeld(cart.pricedAt, now) : null;
  const until = cart.pricedAt ? formatEasternClock(new Date(cart.pricedAt + PRICE_LOCK_MS)) : '';

  useEffect(() => {
    if (held !== 0 || repricing.current) return;
    repricing.current = true;
    const before = cart.lines.map((l) => ({ key: keyOf(l), name: l.productName, unitCents: l.unitCents }));
    void cart.refetch().then((r) => {
      repricing.current = false;
      const data = (r.data as { data?: CartProduct[] } | undefined)?.data;
      if (!data) {
        setMessage('Prices could not be checked again just now. We will try again shortly.');
        return;
      }
      const after = data.map((p) => ({ key: keyOf(p), name: p.productName, unitCents: toCents(p.price) }));
      const changes = priceChanges(before, after);
      const at = formatTime(new Date());
      setMessage(
        changes.length
          ? `Prices were updated at ${at} to follow the spot market: ${changes.map((c) => `${c.name} ${c.toCents > c.fromCents ? 'rose' : 'fell'} from ${money(c.fromCents)} to ${money(c.toCents)}`).join('; ')}.`
          : `Prices were checked again at ${at} and have not changed.`,
      );
    });
  }, [held, cart]);

  if (held === null) return null;
  return (
    <div className={styles.lock}>
      <p>
        {held > 0 ? (
          <>
            {/* The clock time as well as the countdown: a page whose script did not arrive shows the countdown as it was sent. */}
            Prices held for <strong>{formatHold(held)}</strong>, until {until}, then updated to the spot market.
          </>
        ) : (
          'Updating prices…'
        )}
      </p>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
