import { useRef } from 'react';
import { data, Form, Link, redirect, useActionData, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import {
  deleteProductFromShoppingCart,
  getGetCouponsQueryOptions,
  getGetProductFromShoppingCartQueryOptions,
  updateCartProductSelection,
  updateProductQtyFromShoppingCart,
} from '@generated/hooks/shopping-cart/shopping-cart';
import { getGetStateSaleTaxQueryOptions } from '@generated/hooks/ui/ui';
import type { InventorySource } from '@generated/hooks/model';
import type { QueryClient } from '@tanstack/react-query';
import {
  formText,
  isApiError,
  loadQueries,
  routeDataContext,
  WHICH_FORM,
  type RouteData,
  type RouteLoaderArgs,
  type RouteLoaderResult,
} from '@/api';
import { lineQuantityProblem } from '@/domain/cart/add-rule';
import { countItems, overwriteLine, removeLine, sameLine, type CartLineKey } from '@/domain/cart/cart-rules';
import { MAX_COUPON_CODE_LENGTH } from '@/domain/cart/coupon-cookie';
import type { GuestCartLine } from '@/features/session';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { WITH_SCRIPT, WITHOUT_SCRIPT } from '@/ui/script-running';
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal';
import { EMPTY_DESKTOP, EMPTY_MOBILE } from '../components/cart-drawer';
import { CART_FORMS, CartLineItem, lineKey, QUANTITY_NOT_CHANGED, SELECTION_FORM, type CartRefusal } from '../components/cart-line-item';
import { CartTotals } from '../components/cart-totals';
import styles from '../components/cart.module.css';
import { COUPON_EMPTY, COUPON_FORMS, COUPON_SIGN_IN, CouponBox, type CouponRefusal } from '../components/coupon-box';
import { PriceLock } from '../components/price-lock';
import { requestOf } from '../hooks/cart-request';
import type { CartLine } from '../hooks/cart-line';
import { guestCartWhere } from '../hooks/use-add-to-cart';
import { appliedCouponWhere, couponQuery, couponRefusal } from '../hooks/use-applied-coupon';
import { fromGuest, fromServer, NOT_DELETED_TEXT, useCart } from '../hooks/use-cart';
import { guestCartPricesQuery } from '../queries';
import { renderedCart } from '../rendered-cart';

/**
 * On the server, a guest's cart as their cookie holds it, priced: the page is theirs (rendered for whoever
 * asks, never kept), so it arrives whole without script. A customer's cart comes with the header's data,
 * and the coupon they applied (its cookie's code) as the API says it is now. In the browser the page
 * reads the cookies itself.
 */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  const routeData = context.get(routeDataContext);
  if (!routeData.server) return null;
  const { customer } = routeData.server;
  const queries = renderedCart(routeData).queries;
  // The totals' states (to estimate the tax for) come with any cart that has lines; a customer's coupons with the coupon box.
  if (customer || queries.length) queries.push(getGetStateSaleTaxQueryOptions());
  if (customer) queries.push(getGetCouponsQueryOptions());
  await loadQueries(context, queries);
  return null;
}

/** The line a line's form names (src/features/cart/components/cart-line-item.tsx, LineFields). */
function lineKeyOf(form: FormData): CartLineKey {
  const salesEventId = formText(form, 'salesEventId');
  return {
    productId: Number(formText(form, 'productId')),
    source: formText(form, 'source'),
    size: formText(form, 'size') || null,
    salesEventId: /^\d+$/.test(salesEventId) ? Number(salesEventId) : null,
  };
}

/**
 * A cart line's quantity or Delete sent as a form (without script, or before it arrived): the change is
 * made to the shopper's cart (a guest's cookie, set on the answer, or a customer's through the API) by the
 * same rules as the page's own controls, and the cart comes back. Refused, the line says why, with what
 * was typed.
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const form = await request.formData();
  const which = form.get(WHICH_FORM);
  const routeData = context.get(routeDataContext);
  if (which === COUPON_FORMS.apply || which === COUPON_FORMS.remove) return couponAction(form, which, routeData, request);
  if (which === SELECTION_FORM.name) return selectionAction(form, routeData, request);
  if (which !== CART_FORMS.quantity && which !== CART_FORMS.remove) return null;
  const { queryClient } = routeData;
  const key = lineKeyOf(form);
  const quantity = formText(form, 'quantity').trim();
  const guest = guestCartWhere(routeData, request);
  const back = redirect('/cart/cart', 303);
  const refuse = (error: string, status = 400) => data<CartRefusal>({ form: which, line: lineKey(key), error, quantity }, { status });
  try {
    const lines = guest
      ? guest.lines.map((g) => fromGuest(g, undefined, undefined))
      : (await queryClient.fetchQuery(getGetProductFromShoppingCartQueryOptions())).data.map(fromServer);
    const line = lines.find((l) => sameLine(l, key));
    // A line already gone (removed in another tab) leaves nothing to do.
    if (!line) return back;
    if (which === CART_FORMS.remove) {
      if (guest) guest.keep(removeLine(guest.lines, line));
      else
        await deleteProductFromShoppingCart({
          ProductId: line.productId,
          productInventorySource: line.source as InventorySource,
          salesEventId: line.salesEventId ?? undefined,
          size: line.size ?? undefined,
        });
      return back;
    }
    // A guest's line is held to its stock as its prices say it (a customer's cart answers with them).
    const known = guest ? await pricedGuestLines(queryClient, guest.lines) : lines;
    const problem = lineQuantityProblem(quantity, known.find((l) => sameLine(l, key)) ?? line, known);
    if (problem) return refuse(problem);
    if (guest) guest.keep(overwriteLine(guest.lines, line, Number(quantity)));
    else
      await updateProductQtyFromShoppingCart({
        shoppingCartProducts: [requestOf({ ...line, quantity: Number(quantity), selected: true })],
      });
    return back;
  } catch (e) {
    const said = which === CART_FORMS.remove ? NOT_DELETED_TEXT : QUANTITY_NOT_CHANGED;
    return isApiError(e) && e.status < 500 ? refuse(e.message, e.status) : refuse(said, 503);
  }
}

/**
 * The lines' ticks sent without script (or before it arrived): the lines ticked are the ones to buy, the
 * others not, as each tick does at once with script; or the lines ticked are removed. A guest's cookie is
 * set on the answer; a customer's cart is changed through the API, line by line as the page's controls do.
 */
async function selectionAction(form: FormData, routeData: RouteData, request: Request) {
  const ticked = new Set(form.getAll(SELECTION_FORM.tick).filter((v): v is string => typeof v === 'string'));
  const removing = form.get('do') === SELECTION_FORM.remove;
  const guest = guestCartWhere(routeData, request);
  const back = redirect('/cart/cart', 303);
  if (guest) {
    guest.keep(
      removing ? guest.lines.filter((l) => !ticked.has(lineKey(l))) : guest.lines.map((l) => ({ ...l, selected: ticked.has(lineKey(l)) })),
    );
    return back;
  }
  try {
    const lines = (await routeData.queryClient.fetchQuery(getGetProductFromShoppingCartQueryOptions())).data.map(fromServer);
    for (const line of lines) {
      const tick = ticked.has(lineKey(line));
      if (removing && tick)
        await deleteProductFromShoppingCart({
          ProductId: line.productId,
          productInventorySource: line.source as InventorySource,
          salesEventId: line.salesEventId ?? undefined,
          size: line.size ?? undefined,
        });
      else if (!removing && tick !== line.selected && line.shoppingCartId !== null)
        await updateCartProductSelection({ shoppingCartId: line.shoppingCartId, selected: tick });
    }
    return back;
  } catch (e) {
    return data<SelectionRefusal>(
      { form: SELECTION_FORM.name, error: isApiError(e) && e.status < 500 ? e.message : SELECTION_NOT_CHANGED },
      { status: isApiError(e) && e.status < 500 ? e.status : 503 },
    );
  }
}

/** Said when the lines ticked could not be changed. */
const SELECTION_NOT_CHANGED = 'Your cart could not be changed. Please try again.';

/** The cart page's answer to the ticks' form it could not take. */
interface SelectionRefusal {
  form: typeof SELECTION_FORM.name;
  error: string;
}

/**
 * A coupon's form sent without script (or before it arrived): a code is checked with the API, as the
 * customer's, and kept in the coupon's cookie on the answer; Remove takes it off. Refused, the box says
 * why, with what was typed. A guest is told to sign in, as the box tells them.
 */
async function couponAction(
  form: FormData,
  which: CouponRefusal['form'] | typeof COUPON_FORMS.remove,
  routeData: RouteData,
  request: Request,
) {
  const applied = appliedCouponWhere(routeData, request);
  const back = redirect('/cart/cart', 303);
  if (which === COUPON_FORMS.remove) {
    applied.keep(null);
    return back;
  }
  const code = formText(form, 'couponCode').trim();
  const refuse = (error: string, status = 400) => data<CouponRefusal>({ form: which, error, code }, { status });
  if (!code) return refuse(COUPON_EMPTY);
  if (code.length > MAX_COUPON_CODE_LENGTH) return refuse(`A coupon code is at most ${MAX_COUPON_CODE_LENGTH} characters.`);
  if (guestCartWhere(routeData, request)) return refuse(COUPON_SIGN_IN, 401);
  try {
    const checked = await routeData.queryClient.fetchQuery(couponQuery(code));
    applied.keep(checked.data.couponCode ?? code);
    return back;
  } catch (e) {
    return refuse(couponRefusal(e), isApiError(e) && e.status < 500 ? e.status : 503);
  }
}

/** A guest's lines with their prices and stock, or unpriced when the API cannot price them now. */
async function pricedGuestLines(queryClient: QueryClient, lines: readonly GuestCartLine[]): Promise<CartLine[]> {
  const priced = await queryClient.fetchQuery(guestCartPricesQuery(lines.map(requestOf))).catch(() => null);
  return lines.map((g) => fromGuest(g, priced?.data, undefined));
}

/** /cart/cart: lines, selection, quantities, coupons, totals by payment method and the price lock. */
export function Component() {
  const cart = useCart();
  const refused = useActionData<typeof action>() ?? null;
  const count = countItems(cart.lines);
  const selected = cart.lines.filter((l) => l.selected);
  const title = cart.lines.length ? `Your cart (${count} ${count === 1 ? 'item' : 'items'})` : 'Your cart';
  const page = useRef<HTMLDivElement>(null);
  // After a Delete, focus goes to the next line's Delete, or the page's heading once the cart is empty.
  const focus = useFocusAfterRemoval(cart.lines.map(lineKey), () => page.current?.querySelector('h1'));

  return (
    <div className="page" ref={page}>
      <PageTitle title={title} />
      {cart.isError ? (
        <LoadError
          message={
            cart.mode === 'guest'
              ? 'We could not get today’s prices for your cart. Your items are saved in this browser.'
              : 'We could not load your cart right now.'
          }
          onRetry={cart.refetch}
        />
      ) : null}
      {cart.isPending ? <p role="status">Loading your cart…</p> : null}
      {!cart.isPending && cart.lines.length === 0 && !cart.isError ? (
        <div className={styles.empty}>
          {/* The spec's texts: the phone's, and the desktop's (its cart hover). One is shown, and heard, at a time. */}
          <p>
            <span className={styles.emptyPhone}>{EMPTY_MOBILE}</span>
            <span className={styles.emptyWide}>{EMPTY_DESKTOP}</span>
          </p>
          <p>
            <Link to="/bullion-in-stock">Shop bullion in stock</Link>
          </p>
        </div>
      ) : null}
      {cart.lines.length ? (
        <div className={styles.layout}>
          <div>
            <PriceLock cart={cart} />
            <ul className={styles.lines} aria-label="Items in your cart" aria-busy={cart.isFetching}>
              {cart.lines.map((l) => (
                <CartLineItem
                  key={lineKey(l)}
                  line={l}
                  cart={cart}
                  focus={focus}
                  refused={refused && 'line' in refused && refused.line === lineKey(l) ? refused : null}
                />
              ))}
            </ul>
            {/* Without script the ticks are a form of their own, sent by these buttons; with it each tick is kept at once. */}
            <Form method="post" id={SELECTION_FORM.id} className={`${styles.bulk} ${WITHOUT_SCRIPT}`} aria-label="Items to buy">
              {refused?.form === SELECTION_FORM.name ? (
                <p role="alert" className={styles.error}>
                  {refused.error}
                </p>
              ) : null}
              <input type="hidden" name={WHICH_FORM} value={SELECTION_FORM.name} />
              <Button type="submit" variant="secondary" name="do" value={SELECTION_FORM.update}>
                Update the items to buy
              </Button>
              <Button type="submit" variant="secondary" name="do" value={SELECTION_FORM.remove}>
                Remove selected items
              </Button>
            </Form>
            <div className={`${styles.bulk} ${WITH_SCRIPT}`}>
              <Button
                variant="secondary"
                disabled={selected.length === 0}
                onClick={() =>
                  void cart.emptySelected().then(
                    () => page.current?.querySelector('h1')?.focus(),
                    () => undefined,
                  )
                }
              >
                Remove selected items ({selected.length})
              </Button>
            </div>
          </div>
          <div className={styles.side}>
            <CartTotals lines={cart.lines} />
            <CouponBox refused={refused?.form === COUPON_FORMS.apply ? refused : null} />
            {selected.length ? (
              <Link to="/checkout" className={styles.checkout}>
                Proceed to checkout
              </Link>
            ) : (
              <p>Select the items you want to buy to check out.</p>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
