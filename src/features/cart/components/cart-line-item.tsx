import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { WHICH_FORM } from '@/api';
import { lineQuantityProblem } from '@/domain/cart/add-rule';
import { purchaseLimitHint } from '@/domain/cart/quantity-limit';
import { SOURCE_LABEL, type Source } from '@/domain/catalog/pricing';
import { versionedImage } from '@/domain/chrome/image-version';
import { withSurcharge } from '@/domain/checkout/charges';
import { formatUsd } from '@/domain/money';
import { MethodPrice } from '@/ui/method-price';
import { Button } from '@/ui/button';
import type { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import type { CartLineKey } from '@/domain/cart/cart-rules';
import type { CartLine } from '../hooks/cart-line';
import type { Cart } from '../hooks/use-cart';
import styles from './cart.module.css';

const money = (cents: number) => formatUsd(cents / 100);

/** What tells one line from another: the product, its stock option, size and sales event. */
export const lineKey = (l: CartLineKey) => `${l.productId}|${l.source}|${l.size ?? ''}|${l.salesEventId ?? ''}`;

/** Names a cart line's forms among those the cart page's action takes (their hidden `form` field). */
export const CART_FORMS = { quantity: 'cart-quantity', remove: 'cart-delete' } as const;

/**
 * The form the lines' ticks belong to (by their `form` attribute, as each line has forms of its own): sent
 * without script by "Update the items to buy" or "Remove selected items", each tick's value its line's key.
 */
export const SELECTION_FORM = { id: 'cart-selection', name: 'cart-selection', tick: 'line', update: 'select', remove: 'remove' } as const;

/** Said when a new quantity could not be saved. */
export const QUANTITY_NOT_CHANGED = 'The quantity could not be changed. Please try again.';

/** The cart page's answer to a line's form it could not take (sent without script): which line, why, and what was typed. */
export interface CartRefusal {
  form: (typeof CART_FORMS)[keyof typeof CART_FORMS];
  line: string;
  error: string;
  quantity: string;
}

/** What tells a line apart, as its forms send it. */
function LineFields({ line, form }: { line: CartLine; form: CartRefusal['form'] }) {
  return (
    <>
      <input type="hidden" name={WHICH_FORM} value={form} />
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="source" value={line.source} />
      <input type="hidden" name="size" value={line.size ?? ''} />
      <input type="hidden" name="salesEventId" value={line.salesEventId ?? ''} />
    </>
  );
}

/**
 * One cart line: picture, name, stock option, size, unit prices by method, quantity, select, delete. Its
 * quantity and Delete are forms: with script they change the cart here, at once; without it they are sent
 * to the cart page's action, and `refused` is its answer when it could not take this line's.
 */
export function CartLineItem({
  line,
  cart,
  focus,
  refused = null,
}: {
  line: CartLine;
  cart: Cart;
  focus?: ReturnType<typeof useFocusAfterRemoval>;
  refused?: CartRefusal | null;
}) {
  const id = useId();
  // What the shopper typed, until the cart holds it; without one the field shows the cart's quantity, so it
  // follows a change made elsewhere (the guest's lines merged in at sign-in, a line lowered to its stock).
  const [draft, setDraft] = useState<string | null>(refused?.quantity ?? null);
  const text = draft ?? String(line.quantity);
  const [error, setError] = useState(refused?.error ?? '');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const update = async (event: FormEvent) => {
    event.preventDefault();
    const problem = lineQuantityProblem(text, line, cart.lines);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    const q = Number(text);
    if (q === line.quantity) return setDraft(null);
    try {
      await cart.setQuantity(line, q);
      setDraft(null);
    } catch {
      setError(QUANTITY_NOT_CHANGED);
    }
  };

  return (
    <li className={styles.line} aria-labelledby={`${id}-name`}>
      <input
        type="checkbox"
        className={styles.select}
        checked={line.selected}
        onChange={(e) => void cart.setSelected(line, e.target.checked).catch(() => undefined)}
        form={SELECTION_FORM.id}
        name={SELECTION_FORM.tick}
        value={lineKey(line)}
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
      <form
        method="post"
        onSubmit={(e) => void update(e)}
        className={styles.quantity}
        noValidate
        aria-label={`Quantity of ${line.productName}`}
      >
        <LineFields line={line} form={CART_FORMS.quantity} />
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <input
          id={`${id}-qty`}
          name="quantity"
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
      {/* Delete's form is hidden (its button sits in the line's grid and names it), so a screen reader
          hears the button alone, not a form around it. */}
      <form id={`${id}-delete`} method="post" hidden>
        <LineFields line={line} form={CART_FORMS.remove} />
      </form>
      <Button
        ref={focus?.target(lineKey(line))}
        type="submit"
        form={`${id}-delete`}
        variant="secondary"
        onClick={(e) => {
          e.preventDefault();
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
