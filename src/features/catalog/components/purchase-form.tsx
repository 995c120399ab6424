import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getAddProductInCustomerWishListMutationOptions } from '@generated/hooks/customer/customer';
import { getGetCustomerWatchlistProductQueryKey } from '@generated/hooks/shopping-cart/shopping-cart';
import type { ProductDetailData } from '@generated/hooks/model';
import { isApiError, WHICH_FORM } from '@/api';
import { addProblem } from '@/domain/cart/add-rule';
import type { CartLineState } from '@/domain/cart/cart-rules';
import { maxQuantity, purchaseLimitHint } from '@/domain/cart/quantity-limit';
import { canBuy, STOCK_STATUS, stockStatus } from '@/domain/catalog/stock-status';
import { premiumOverSpotCents, perOunceCents, SOURCE_LABEL, sourceOf, tierFor, tierPrices } from '@/domain/catalog/pricing';
import { formatUsd } from '@/domain/money';
import { quantity as quantityRule } from '@/domain/validation';
import { GuestCartFull, useAddToCart, type AddToCart } from '@/features/cart';
import { signInPath, useGuestCart, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { METHOD_WORDS } from '@/ui/method-price';
import { TextField } from '@/ui/form/text-field';
import { toast } from '@/ui/toast/toast-store';
import { PriceTable } from './price-table';
import styles from './product.module.css';
import { SaleCountdown } from './sale-countdown';

/** Names the purchase form among the forms a product page's action may be sent (its hidden `form` field). */
export const PURCHASE_FORM = 'add-to-cart';

/** What the purchase form sends, as its fields hold it. */
export interface PurchaseValues {
  stockCode: string;
  size: string;
  quantity: string;
}

/** The page's answer to a purchase form it could not take (sent without script): why, and what was chosen. */
export interface PurchaseRefusal {
  form: typeof PURCHASE_FORM;
  error: string;
  values: PurchaseValues;
}

/**
 * The item the purchase form's values would add to the cart, and why it cannot go in (null when it can):
 * the same rules whether the form is checked in the browser or by the page's action on the server.
 * `inCart` is a guest's cart (a customer's is the API's, which holds it to the same rules).
 */
export function purchaseOf(
  product: ProductDetailData,
  values: PurchaseValues,
  inCart: readonly CartLineState[],
): { item: AddToCart; problem: string | null } | { item: null; problem: string } {
  const stock = product.stocks.filter(canBuy).find((s) => s.stockCode === values.stockCode);
  if (!stock) return { item: null, problem: 'Choose a stock option.' };
  const source = sourceOf(stock);
  const sizes = stock.productSizes ?? [];
  if (sizes.length && !sizes.some((s) => s.size === values.size)) return { item: null, problem: 'Choose a size.' };
  const size = sizes.length ? values.size : null;
  // A limited offer (an at-spot product: 10 an order) is held to its limit as well as to its stock.
  const limit = product.purchaseLimit ?? null;
  const max = Math.min(maxQuantity(stock.stockName, stock.stockQty), limit ?? Number.POSITIVE_INFINITY);
  const problem = addProblem({
    quantityText: values.quantity,
    stockName: stock.stockName,
    max,
    limit,
    source,
    size,
    inCart: inCart.filter((l) => l.productId === product.id),
  });
  const quantity = problem ? 1 : Number(values.quantity);
  const tier = tierFor(stock.floorWithPrices ?? [], quantity);
  return {
    item: {
      productId: product.id,
      quantity,
      source,
      size,
      salesEventId: product.activeSalesEventId ?? null,
      display: {
        productName: product.name,
        productNameWithHypen: product.productNameWithHypen,
        imagePath: product.imagePath ?? product.images[0]?.src,
      },
      price: tier ? tierPrices(tier, source).eCheckCents / 100 : 0,
    },
    problem,
  };
}

/**
 * Buying a product: its stock option, size and quantity, and Add to cart. With script the item goes in
 * here (the header's count follows at once, a toast says so); without it (or before it arrived) the form
 * is sent to the product page's action, which puts it in the cart and goes there, or comes back with why
 * not and what was chosen.
 */
export function PurchaseForm({ product, refused }: { product: ProductDetailData; refused: PurchaseRefusal | null }) {
  const id = useId();
  const buyable = product.stocks.filter(canBuy);
  const [stockCode, setStockCode] = useState(refused?.values.stockCode ?? buyable[0]?.stockCode ?? '');
  const [size, setSize] = useState(refused?.values.size ?? product.stocks[0]?.productSizes?.[0]?.size ?? '');
  const [quantityText, setQuantityText] = useState(refused?.values.quantity ?? '1');
  const [error, setError] = useState(refused?.error ?? '');
  const addToCart = useAddToCart();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const guestCart = useGuestCart();
  const navigate = useNavigate();
  const location = useLocation();

  // A server-rendered form can be filled in before the script has taken the page over, and React is told
  // of none of it: the field showed 3 while 1 went into the cart. What the form holds is taken over here.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const held = form.current;
    if (!held) return;
    const typed = held.querySelector<HTMLInputElement>(`[id="${id}-qty"]`)?.value.trim();
    if (typed !== undefined) setQuantityText(typed);
    const option = held.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (option) setStockCode(option);
    const chosen = held.querySelector<HTMLSelectElement>(`[id="${id}-size"]`)?.value;
    if (chosen) setSize(chosen);
  }, [id]);

  const stock = buyable.find((s) => s.stockCode === stockCode);
  const source = stock ? sourceOf(stock) : 'Instock';
  const limit = product.purchaseLimit ?? null;
  const max = stock ? Math.min(maxQuantity(stock.stockName, stock.stockQty), limit ?? Number.POSITIVE_INFINITY) : 0;
  const wanted = quantityRule().safeParse(quantityText).success ? Number(quantityText) : 1;
  // The price table and total never show a quantity that cannot be bought (a 25-digit one shows as 1).
  const quantity = wanted <= max ? wanted : 1;
  const tiers = stock?.floorWithPrices ?? [];
  const tier = tierFor(tiers, quantity);
  const unit = tier ? tierPrices(tier, source).eCheckCents : 0;
  const sizes = stock?.productSizes ?? [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { item, problem } = purchaseOf(product, { stockCode, size, quantity: quantityText }, isLoggedIn ? [] : guestCart);
    if (problem || !item) {
      setError(problem ?? '');
      document.getElementById(`${id}-qty`)?.focus();
      return;
    }
    setError('');
    try {
      await addToCart.add(item);
      toast.success(`Added to your cart: ${quantityText} × ${product.name}`);
    } catch (e) {
      if (e instanceof GuestCartFull) toast.error(e.message);
      else if (!isApiError(e) || e.status !== 401) toast.error(isApiError(e) ? e.message : 'We could not add it to your cart. Try again.');
    }
  };

  const queryClient = useQueryClient();
  // The watchlist answers with the whole list: it replaces the cached one, so the watchlist page is current.
  const watching = useMutation(
    getAddProductInCustomerWishListMutationOptions({
      mutation: {
        onSuccess: (list) => {
          queryClient.setQueryData(getGetCustomerWatchlistProductQueryKey(), list);
          toast.success(`${product.name} is on your watchlist.`);
        },
        // A 401 is the session's to say (it has ended); anything else is said here.
        onError: (e) => {
          if (!isApiError(e) || e.status !== 401) toast.error('We could not add it to your watchlist. Try again.');
        },
      },
    }),
  );
  const watch = () => {
    if (!isLoggedIn) {
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    watching.mutate({ data: { productId: product.id } });
  };

  return (
    <form ref={form} method="post" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Buy this product" className={styles.purchase}>
      <input type="hidden" name={WHICH_FORM} value={PURCHASE_FORM} />
      {product.salesEventEndsAt ? <SaleCountdown endsAt={product.salesEventEndsAt} /> : null}
      {buyable.length === 0 ? (
        <p className={styles.unavailable}>{stockStatus(product.stocks).label}. Add it to your watchlist to hear when it is back.</p>
      ) : (
        <>
          <fieldset className={styles.options}>
            <legend>Stock option</legend>
            {buyable.map((s) => (
              <label key={s.stockCode} className={styles.option}>
                <input
                  type="radio"
                  name="stockCode"
                  value={s.stockCode}
                  checked={s.stockCode === stockCode}
                  onChange={() => setStockCode(s.stockCode)}
                />
                {SOURCE_LABEL[sourceOf(s)]} <span className={styles.muted}>({STOCK_STATUS[s.stockName].label})</span>
              </label>
            ))}
          </fieldset>
          {sizes.length ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-size`}>Size</label>
              <select id={`${id}-size`} name="size" value={size} onChange={(e) => setSize(e.target.value)}>
                {sizes.map((s) => (
                  <option key={s.size} value={s.size}>
                    {s.size}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <PriceTable tiers={tiers} source={source} quantity={quantity} />
          <p className={styles.figures}>
            {product.ounces ? (
              <>
                {/* Both figures are the eCheck price's (the card price is another), so each says so, seen and heard. */}
                <span>
                  Price per troy ounce: <strong>{formatUsd((perOunceCents(unit, product.ounces) ?? 0) / 100)}</strong> {METHOD_WORDS.eCheck}
                </span>
                {tier?.askPrice ? (
                  <span>
                    Premium over spot: <strong>{formatUsd(premiumOverSpotCents(unit, tier.askPrice, product.ounces) / 100)}</strong> a unit{' '}
                    {METHOD_WORDS.eCheck}
                  </span>
                ) : null}
              </>
            ) : null}
          </p>
          <TextField
            id={`${id}-qty`}
            name="quantity"
            label="Quantity"
            inputMode="numeric"
            autoComplete="off"
            value={quantityText}
            error={error || undefined}
            hint={limit !== null ? purchaseLimitHint(limit) : undefined}
            onChange={(e) => setQuantityText(e.target.value.trim())}
            className={styles.qty}
          />
          <p className={styles.total} role="status">
            {tier ? `${quantity} × ${formatUsd(unit / 100)} = ${formatUsd((unit * quantity) / 100)} by eCheck or wire` : ''}
          </p>
          <Button type="submit" busy={addToCart.adding === product.id}>
            Add to cart
          </Button>
        </>
      )}
      <Button variant="secondary" busy={watching.isPending} onClick={watch}>
        Add to watchlist
      </Button>
    </form>
  );
}
