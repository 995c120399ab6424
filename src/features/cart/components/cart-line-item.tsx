import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { cartLineMax, purchaseLimitHint, unitsElsewhere } from '@/domain/cart/quantity-limit';
import { SOURCE_LABEL, type Source } from '@/domain/catalog/pricing';
import { versionedImage } from '@/domain/chrome/image-version';
import { withSurcharge } from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import { MethodPrice } from '@/ui/method-price';
import { quantity as quantityRule } from '@/domain/validation';
import { Button } from '@/ui/button';
import type { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import type { CartLine } from '../hooks/cart-line';
import type { Cart } from '../hooks/use-cart';
import styles from './cart.module.css';

const money = (cents: number) => formatUsd(cents / 100);

/** What tells one line from another: the product, its stock option, size and sales event. */
export const lineKey = (l: CartLine) => `${l.productId}|${l.source}|${l.size ?? ''}|${l.salesEventId ?? ''}`;

/** One cart line: picture, name, stock option, size, unit prices by method, quantity, select, delete. */
export function CartLineItem({ line, cart, focus }: { line: CartLine; cart: Cart; focus?: ReturnType<typeof useFocusAfterRemoval> }) {
  const id = useId();
  // What the shopper typed, until the cart holds it; without one the field shows the cart's quantity, so it
  // follows a change made elsewhere (the guest's lines merged in at sign-in, a line lowered to its stock).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(line.quantity);
  const [error, setError] = useState('');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const update = async (event: FormEvent) => {
    event.preventDefault();
    const checked = quantityRule().safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '');
      return;
    }
    const q = Number(text);
    // Held to its stock option and to what the product's purchase limit leaves after its other lines, as
    // the API holds it, before asking.
    const { max, why } = cartLineMax(line.source, line.stocks, line.purchaseLimit, unitsElsewhere(cart.lines, line));
    if (q > max) {
      setError(why);
      return;
    }
    setError('');
    if (q === line.quantity) return setDraft(null);
    try {
      await cart.setQuantity(line, q);
      setDraft(null);
    } catch {
      setError('The quantity could not be changed. Please try again.');
    }
  };

  return (
    <li className={styles.line} aria-labelledby={`${id}-name`}>
      <input
        type="checkbox"
        className={styles.select}
        checked={line.selected}
        onChange={(e) => void cart.setSelected(line, e.target.checked).catch(() => undefined)}
        aria-label={`Select ${line.productName}`}
      />
      {line.imagePath ? (
        <img src={versionedImage(line.imagePath, new Date())} alt="" width="80" height="80" className={styles.image} />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.details}>
        <h2 id={`${id}-name`} className={styles.name}>
          <Link to={`/product/${line.productId}/${line.productNameWithHypen}`}>{line.productName}</Link>
        </h2>
        <p className={styles.meta}>
          {SOURCE_LABEL[line.source as Source] ?? line.source}
          {line.size ? `, size ${line.size}` : ''}
          {line.isActive ? '' : ' — no longer available, not counted'}
        </p>
        <p className={styles.prices}>
          {line.unitCents === null ? (
            'Price unavailable right now'
          ) : (
            <>
              {money(line.unitCents)} each by eCheck or wire, {money(withSurcharge(line.unitCents))} by card or PayPal
            </>
          )}
        </p>
      </div>
      <form onSubmit={(e) => void update(e)} className={styles.quantity} noValidate aria-label={`Quantity of ${line.productName}`}>
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <input
          id={`${id}-qty`}
          inputMode="numeric"
          value={text}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[line.purchaseLimit !== null ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          size={4}
        />
        <Button type="submit" variant="secondary" busy={cart.isSavingQuantity(line)}>
          Update
        </Button>
        {line.purchaseLimit !== null ? (
          <p id={hintId} className={styles.hint}>
            {purchaseLimitHint(line.purchaseLimit)}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </form>
      <p className={styles.lineTotal}>
        {line.unitCents === null ? (
          '—'
        ) : (
          <>
            {/* The figure alone is clear beside the line; heard on its own it needs what it is. */}
            <span className="visually-hidden">Line total: </span>
            <MethodPrice value={money(line.unitCents * line.quantity)} method="eCheck" />
          </>
        )}
      </p>
      <Button
        ref={focus?.target(lineKey(line))}
        variant="secondary"
        onClick={() => {
          focus?.removing(lineKey(line));
          void cart.remove(line).then((gone) => gone || focus?.cancel());
        }}
        aria-label={`Delete ${line.productName}`}
      >
        Delete
      </Button>
    </li>
  );
}
