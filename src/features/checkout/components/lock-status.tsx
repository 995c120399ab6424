import { formatHold } from '@/domain/cart/price-lock';
import { formatEasternClock } from '@/domain/spot/eastern-clock';
import { formatUsd } from '@/domain/money';
import { Button } from '@/ui/button';
import type { PriceLockState } from '../hooks/use-price-lock';
import styles from './checkout.module.css';

/** How long the prices are held; after a re-lock, what changed and a button to accept the new prices. */
export function LockStatus({ price }: { price: PriceLockState }) {
  const { held, changes } = price;
  return (
    <div className={styles.lock}>
      <p>
        {price.isRelocking || held === 0 ? (
          'Updating prices to the spot market…'
        ) : held !== null ? (
          <>
            {/* The time left runs from the page's render on the server and from its hydration in the browser: seconds apart. */}
            Your prices are held for <strong suppressHydrationWarning>{formatHold(held)}</strong>
            {price.until ? `, until ${formatEasternClock(new Date(price.until))}` : ''}.
          </>
        ) : null}
      </p>
      {/* The live region holds the message alone: a button inside it was read out as part of the
          announcement ("…to place your order.Confirm the new prices"). It follows the message in the box. */}
      <div className={changes ? styles.alert : undefined}>
        <div role="status" aria-live="polite">
          {changes ? (
            <p>
              {changes.length
                ? `Your prices were held for 5 minutes and have been updated to the spot market: ${changes.map((c) => `${c.name} ${c.toCents > c.fromCents ? 'rose' : 'fell'} from ${formatUsd(c.fromCents / 100)} to ${formatUsd(c.toCents / 100)}`).join('; ')}.`
                : 'Your prices were held for 5 minutes and have been checked again: they have not changed.'}{' '}
              Confirm the new prices to place your order.
            </p>
          ) : null}
        </div>
        {changes ? (
          <Button variant="secondary" onClick={price.confirmChanges}>
            Confirm the new prices
          </Button>
        ) : null}
      </div>
    </div>
  );
}
