import { sameLine, type CartLineState } from './cart-rules';
import { repairGuestCart } from './repair';
import { cookieValue, shopperCookie } from './shopper-cookie';

/**
 * A guest's cart lives in a cookie of its own, so the store's server reads it as the browser does: a page
 * without script shows it, and a form sent without script (Add to cart) changes it. It is not a secret (the
 * session's cookie is the sealed one), so the browser's script reads and writes it too.
 */
export const GUEST_CART_COOKIE = 'bold.cart';

/**
 * The most lines a guest cart keeps. A line takes some 12 characters in the cookie (a long size or sales
 * event more), so a full cart stays inside the {@link MAX_VALUE_LENGTH} kept; a customer's cart, kept by
 * the API, has no such limit.
 */
export const MAX_GUEST_LINES = 100;

/** The longest value kept: with the name and attributes, inside the 4,096 characters a browser keeps of one cookie. */
const MAX_VALUE_LENGTH = 3900;

/** Why a guest cannot add another line, in their words. */
export const GUEST_CART_FULL_MESSAGE = `Your cart holds up to ${MAX_GUEST_LINES} different items. Sign in to add more, or remove one first.`;

/** Whether the cookie can keep `lines` as they are (the add that would overflow it is refused with {@link GUEST_CART_FULL_MESSAGE}). */
export function guestCartFits(lines: readonly CartLineState[]): boolean {
  return lines.length <= MAX_GUEST_LINES && encodeLines(lines).length <= MAX_VALUE_LENGTH;
}

const SOURCE_CODES: Record<string, string> = { Instock: 'I', Backorder: 'B', Presale: 'P' };
const SOURCES: Record<string, string> = { I: 'Instock', B: 'Backorder', P: 'Presale' };
const LINE_SEPARATOR = '!';
const FIELD_SEPARATOR = '~';

/** A size in the cookie: percent-encoded, the two separators too (encodeURIComponent leaves them). */
const encodeSize = (size: string) => encodeURIComponent(size).replace(/[!~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A size read back: null for none, false (a line the repair drops) for one that is not percent-encoded text. */
function decodeSize(text: string): string | null | false {
  if (text === '') return null;
  try {
    return decodeURIComponent(text);
  } catch {
    // Stryker disable next-line BooleanLiteral: the repair drops a size that is neither text nor null, true as false
    return false;
  }
}

/**
 * The cookie's value: each line as `productId~source~salesEventId~size~quantity~flags` (`s` selected, `x`
 * no longer available), lines joined by `!`. Only characters a cookie carries as they are.
 */
export function encodeGuestCart(lines: readonly CartLineState[]): string {
  // Stryker disable next-line MethodExpression: the loop below comes to the same lines; the slice spares it a line at a time
  let kept = lines.slice(0, MAX_GUEST_LINES);
  // A cart is checked before it grows (guestCartFits): a longer one only ever comes from a bad write, and
  // keeps its first lines rather than a cookie the browser would drop whole.
  while (!guestCartFits(kept)) kept = kept.slice(0, -1);
  return encodeLines(kept);
}

function encodeLines(lines: readonly CartLineState[]): string {
  return lines
    .map((l) =>
      [
        l.productId,
        SOURCE_CODES[l.source] ?? 'I',
        l.salesEventId ?? '',
        l.size === null ? '' : encodeSize(l.size),
        l.quantity,
        `${l.selected ? 's' : ''}${l.isActive ? '' : 'x'}`,
      ].join(FIELD_SEPARATOR),
    )
    .join(LINE_SEPARATOR);
}

/**
 * The lines a cookie's value holds, repaired as any stored cart is (src/domain/cart/repair.ts): a value
 * someone wrote by hand gives the lines that can be priced, each once, never an error. Past {@link MAX_GUEST_LINES}, none.
 */
export function decodeGuestCart(value: string | undefined): CartLineState[] {
  if (!value) return [];
  const raw = value
    .split(LINE_SEPARATOR)
    .slice(0, MAX_GUEST_LINES)
    .map((line) => {
      const fields = line.split(FIELD_SEPARATOR);
      // A line cut short has no quantity (the fifth field), and the repair drops it whatever the others default to.
      // Stryker disable next-line StringLiteral: as said above
      const [productId = '', source = '', salesEventId = '', size = '', quantity = ''] = fields;
      const flags = fields[5] ?? '';
      return {
        productId: /^\d{1,15}$/.test(productId) ? Number(productId) : null,
        source: SOURCES[source] ?? null,
        salesEventId: /^\d{1,15}$/.test(salesEventId) ? Number(salesEventId) : null,
        size: decodeSize(size),
        quantity: /^\d{1,7}$/.test(quantity) ? Number(quantity) : null,
        selected: flags.includes('s'),
        isActive: !flags.includes('x'),
      };
    });
  // A line named twice (a value written by hand) is the cart's once: its first.
  return repairGuestCart<CartLineState>(raw)
    .filter((line, i, all) => all.findIndex((other) => sameLine(other, line)) === i)
    .map(({ productId, source, salesEventId, size, quantity, selected, isActive }) => ({
      productId,
      source,
      salesEventId,
      size,
      quantity,
      selected,
      isActive,
    }));
}

/** The guest cart `document.cookie` (or a `Cookie` header) carries. */
export function readGuestCartCookie(cookieHeader: string | null | undefined): CartLineState[] {
  return decodeGuestCart(cookieValue(cookieHeader, GUEST_CART_COOKIE));
}

/**
 * The `Set-Cookie` header (or `document.cookie` assignment) that keeps `lines` as the guest cart (an empty
 * cart removes the cookie). The value needs no encoding ({@link encodeGuestCart}).
 */
export function guestCartCookie(lines: readonly CartLineState[], secure: boolean): string {
  return shopperCookie(GUEST_CART_COOKIE, encodeGuestCart(lines), secure);
}
