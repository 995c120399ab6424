import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { getAddProductInCustomerWishListMutationOptions } from '@generated/hooks/customer/customer';
import type { WatchlistItem, WatchlistList } from '@generated/hooks/model';
import { parseTargetPrice, targetDirection, targetPriceProblem } from '@/domain/catalog/watchlist';
import { formatUsd } from '@/domain/money';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form/text-field';
import styles from '../account.module.css';

/**
 * A watched product's target price (ours, x-inferred on AddProductInCustomerWishList): the customer gets an
 * inbox message when the price reaches it. Set, changed or cleared on its own; what was typed is kept when
 * the save fails.
 */
export function WatchTarget({
  item,
  onSaved,
  onSaid,
}: {
  item: WatchlistItem;
  onSaved: (list: WatchlistList) => void;
  onSaid: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const target = item.targetPrice ?? null;
  const save = useMutation(
    getAddProductInCustomerWishListMutationOptions({
      mutation: {
        onSuccess: (list, { data }) => {
          onSaved(list);
          setText('');
          onSaid(
            data.targetPrice == null
              ? `The target for ${item.productName} is cleared.`
              : `We will message you when ${item.productName} reaches ${formatUsd(data.targetPrice)}.`,
          );
        },
        // What was typed is kept.
        onError: () => onSaid(`We could not save the target for ${item.productName}. Try again.`),
      },
    }),
  );
  const send = (targetPrice: number | null) => save.mutate({ data: { productId: item.productId, targetPrice } });
  const busy = save.isPending;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = targetPriceProblem(text);
    setError(problem ?? '');
    if (problem) {
      input.current?.focus();
      return;
    }
    send(parseTargetPrice(text));
  };
  const waiting =
    target !== null && item.price !== undefined ? (targetDirection(target, item.price) === 'falls' ? 'falls' : 'rises') : null;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={`Target price for ${item.productName}`} className={styles.target}>
      {target !== null ? (
        <p className={styles.statusLine}>
          Your target: <strong>{formatUsd(target)}</strong>
          {waiting ? `. We message you when the price ${waiting} to it.` : '.'}
        </p>
      ) : null}
      <TextField
        ref={input}
        label={target === null ? 'Target price' : 'New target price'}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error || undefined}
        hint="In dollars, like 2650.00."
      />
      <div className={styles.watchActions}>
        <Button type="submit" variant="secondary" busy={busy}>
          {target === null ? 'Set target' : 'Change target'}
          <span className="visually-hidden"> for {item.productName}</span>
        </Button>
        {target !== null ? (
          <Button variant="ghost" busy={busy} onClick={() => send(null)}>
            Clear target<span className="visually-hidden"> for {item.productName}</span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
