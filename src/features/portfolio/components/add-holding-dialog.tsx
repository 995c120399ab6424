import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getAddCustomerHoldingsMutationOptions, getGetSpotPricesDateWiseQueryOptions } from '@generated/hooks/portfolio/portfolio';
import { getSearchProductsByKeywordQueryOptions } from '@generated/hooks/product/product';
import type { SearchProduct } from '@generated/hooks/model';
import { premiumPaid } from '@/domain/portfolio/valuation';
import { formatPercent, formatSignedUsd, formatUsd } from '@/domain/money';
import { holdingSchema, type HoldingValues } from '@/domain/validation';
import { useCustomerId } from '@/features/session';
import { Button } from '@/ui/button';
import dialog from '@/ui/dialog.module.css';
import { TextField } from '@/ui/form/text-field';
import styles from '../portfolio.module.css';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { formatDay } from './holding-card';

/** How long the day and price must stay as they are before the spot and premium are shown and said. */
const SPOT_SAID_AFTER_MS = 500;

/** The error GetSpotPricesDateWise's failure throws, to the letter. */
export const SPOT_DATE_FAILED = 'Could not fetch spot prices date wise';
const SPOT_METALS = ['Gold', 'Silver', 'Platinum', 'Palladium'];
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

/** The product search of the dialog: a keyword, then the matches as radio buttons. */
function ProductPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: SearchProduct | null;
  onChoose: (p: SearchProduct) => void;
  error?: string | undefined;
}) {
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const results = useQuery(getSearchProductsByKeywordQueryOptions({ keyword: asked }, { query: { enabled: asked.length >= 2 } }));
  const found = (results.data?.dataList.searchProductsByKW ?? [])
    .filter((p) => p.productType !== 'Supplies' && (p.ounces ?? 0) > 0)
    .slice(0, 8);
  const search = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    setAsked(keyword.trim());
  };
  return (
    <fieldset className={styles.picker} aria-describedby={error ? 'holding-product-error' : undefined}>
      <legend>Product</legend>
      {chosen ? <p className={styles.chosen}>Chosen: {chosen.name}</p> : null}
      <div className={styles.searchRow}>
        <TextField
          label="Find the product"
          hint="A few words of its name, like “silver eagle”."
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search(e);
          }}
        />
        <Button variant="secondary" onClick={search}>
          Find
        </Button>
      </div>
      {error ? (
        <p id="holding-product-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <div role="status" className={styles.said}>
        {results.isFetching
          ? 'Searching…'
          : asked && results.isSuccess
            ? `${found.length} ${found.length === 1 ? 'product' : 'products'} found.`
            : ''}
        {results.isError ? 'The search did not answer. Try again.' : ''}
      </div>
      {found.length ? (
        <div className={styles.results}>
          {found.map((p) => (
            <label key={p.id} className={styles.check}>
              <input type="radio" name="holding-product" checked={chosen?.id === p.id} onChange={() => onChoose(p)} /> {p.name}
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * Add a holding bought elsewhere (AddCustomerHoldings): product, day, quantity, price paid and where. The
 * spot on that day is looked up (GetSpotPricesDateWise) so the premium paid over spot is shown before saving.
 */
export function AddHoldingDialog({ today, onAdded }: { today: string; onAdded: (message: string) => Promise<void> }) {
  const customerId = useCustomerId();
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState<SearchProduct | null>(null);
  const adding = useMutation(getAddCustomerHoldingsMutationOptions());
  // The form keeps everything entered when the holding could not be added.
  const formError = adding.error ? 'We could not add the holding. Everything you entered is kept; try again.' : '';
  const form = useForm<HoldingValues>({
    resolver: zodResolver(holdingSchema(today)),
    defaultValues: { transactionDate: '', transactionQuantity: '1', productUnitPrice: '', sourceName: '' },
  });
  const { register, handleSubmit, setValue, reset, formState, control } = form;
  const date = useWatch({ control, name: 'transactionDate' });
  const price = useWatch({ control, name: 'productUnitPrice' });
  const metal = product?.metal && SPOT_METALS.includes(product.metal) ? product.metal : null;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today;
  const spot = useQuery(
    getGetSpotPricesDateWiseQueryOptions(
      { date, metal: metal ?? '', productName: product?.name ?? '' },
      { query: { enabled: open && Boolean(metal) && validDate, retry: false, staleTime: Infinity } },
    ),
  );
  const spotData = spot.data?.data;
  const premium = spotData && product?.ounces && dollars(price) > 0 ? premiumPaid(dollars(price), spotData.spot, product.ounces) : null;
  const spotText = spot.isError
    ? `${SPOT_DATE_FAILED}. You can still add the holding; the premium is shown once the spot price is known.`
    : spotData && !spot.isFetching
      ? `${product?.metal ?? ''} spot on ${formatDay(spotData.date)}: ${formatUsd(spotData.spot)} per oz.${
          premium
            ? ` You paid ${formatSignedUsd(premium.perUnit)} over spot for each${premium.percent === null ? '' : ` (${formatPercent(premium.percent)})`}.`
            : ''
        }`
      : spot.isFetching
        ? 'Looking up the spot price of that day…'
        : '';
  // Shown, and said, once the day and the price have stopped changing: said as they were typed, it was
  // heard a dozen times, with the premium of every part-typed price ("You paid −$3.56…" for "4").
  const spotSaid = useDebouncedValue(spotText, SPOT_SAID_AFTER_MS);

  const onSubmit = handleSubmit(async (v) => {
    if (!product) return;
    const quantity = Number(v.transactionQuantity);
    try {
      await adding.mutateAsync({
        data: [
          {
            customerId,
            productId: product.id,
            transactionDate: v.transactionDate,
            transactionQuantity: quantity,
            productUnitPrice: dollars(v.productUnitPrice),
            transactionType: 'Buy',
            goldSpot: product.metal === 'Gold' ? (spotData?.spot ?? null) : null,
            silverSpot: product.metal === 'Silver' ? (spotData?.spot ?? null) : null,
            source: 'manual',
            sourceName: v.sourceName.trim() || null,
            metal: product.metal ?? 'Silver',
            ouncesPerUnit: product.ounces ?? 0,
            productName: product.name,
            userSpot: spotData?.spot ?? null,
            userPremium: premium?.perUnit ?? null,
          },
        ],
      });
      setOpen(false);
      reset();
      setProduct(null);
      await onAdded(`${quantity} × ${product.name} added to your portfolio.`);
    } catch {
      // Said by the form (the mutation's error), with what was entered kept.
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>Add a holding</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>Add a holding bought elsewhere</Dialog.Title>
          <Dialog.Description>
            What you bought, when, and what you paid. We look up the spot price of that day to show the premium you paid.
          </Dialog.Description>
          <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className={styles.dialogForm} aria-label="Add a holding">
            <p role="alert" className={styles.formError}>
              {formError}
            </p>
            <ProductPicker
              chosen={product}
              onChoose={(p) => {
                setProduct(p);
                setValue('productId', p.id, { shouldValidate: formState.isSubmitted });
              }}
              error={formState.errors.productId?.message}
            />
            <TextField
              label="Day bought"
              type="date"
              max={today}
              required
              error={formState.errors.transactionDate?.message}
              {...register('transactionDate')}
            />
            <TextField
              label="Quantity"
              inputMode="numeric"
              required
              error={formState.errors.transactionQuantity?.message}
              {...register('transactionQuantity')}
            />
            <TextField
              label="Price paid for each"
              inputMode="decimal"
              required
              hint="In dollars, like 33.85."
              error={formState.errors.productUnitPrice?.message}
              {...register('productUnitPrice')}
            />
            <TextField
              label="Where you bought it"
              hint="Optional, like “Local coin shop”."
              error={formState.errors.sourceName?.message}
              {...register('sourceName')}
            />
            <div role="status" className={styles.spotOnDay}>
              {spotSaid}
            </div>
            <div className={dialog.actions}>
              <Button type="submit" busy={formState.isSubmitting}>
                Add to my portfolio
              </Button>
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
            </div>
          </form>
          <Dialog.Close className={dialog.close} aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
