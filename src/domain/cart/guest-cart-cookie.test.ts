import fc from 'fast-check';
import type { CartLineState } from './cart-rules';
import {
  decodeGuestCart,
  encodeGuestCart,
  GUEST_CART_COOKIE,
  guestCartCookie,
  guestCartFits,
  MAX_GUEST_LINES,
  readGuestCartCookie,
} from './guest-cart-cookie';

const line = (over: Partial<CartLineState> = {}): CartLineState => ({
  productId: 2011,
  source: 'Instock',
  salesEventId: null,
  size: null,
  quantity: 3,
  selected: true,
  isActive: true,
  ...over,
});

describe('the guest cart’s cookie', () => {
  it('keeps every line as it was: source, sales event, size, quantity, selection and availability', () => {
    const lines = [
      line(),
      line({ productId: 7, source: 'Backorder', salesEventId: 42, size: '7 ½ in', quantity: 1000, selected: false }),
      line({ productId: 8, source: 'Presale', size: 'a~b!c%d;e,f=g', isActive: false, selected: false }),
    ];
    expect(decodeGuestCart(encodeGuestCart(lines))).toEqual(lines);
  });

  it('is short, and carries only what a cookie carries as it is', () => {
    expect(encodeGuestCart([line()])).toBe('2011~I~~~3~s');
    const header = guestCartCookie([line({ size: 'x; Path=/admin' })], false);
    expect(header).toMatch(/^bold\.cart=[\w~!%.-]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  });

  it('a cart of the longest lines fits until the cookie would pass the 4,096 characters a browser keeps, and is never written longer', () => {
    const lines = Array.from({ length: MAX_GUEST_LINES }, (_, i) =>
      line({ productId: 900_000_000 + i, salesEventId: 900_000_000, size: 'é'.repeat(20), quantity: 1000, isActive: false }),
    );
    const fitting = lines.filter((_, i) => guestCartFits(lines.slice(0, i + 1)));
    expect(fitting.length).toBeGreaterThan(10);
    expect(guestCartFits(lines.slice(0, fitting.length + 1))).toBe(false);
    expect(guestCartCookie(fitting, true).length).toBeLessThanOrEqual(4096);
    expect(decodeGuestCart(encodeGuestCart(lines))).toEqual(fitting);
    expect(guestCartFits(Array.from({ length: MAX_GUEST_LINES }, (_, i) => line({ productId: 1000 + i })))).toBe(true);
    expect(guestCartFits(Array.from({ length: MAX_GUEST_LINES + 1 }, (_, i) => line({ productId: 1000 + i })))).toBe(false);
  });

  it(`keeps ${MAX_GUEST_LINES} lines and not one more, written or read`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => line({ productId: i + 1 }));
    expect(decodeGuestCart(encodeGuestCart(lines(MAX_GUEST_LINES)))).toHaveLength(MAX_GUEST_LINES);
    expect(decodeGuestCart(encodeGuestCart(lines(MAX_GUEST_LINES + 1)))).toHaveLength(MAX_GUEST_LINES);
    const written = lines(MAX_GUEST_LINES + 1)
      .map((l) => encodeGuestCart([l]))
      .join('!');
    expect(decodeGuestCart(written)).toHaveLength(MAX_GUEST_LINES);
  });

  it('is Secure when the store is served over https, and an empty cart removes it', () => {
    expect(guestCartCookie([line()], true)).toContain('; Secure');
    expect(guestCartCookie([], false)).toBe('bold.cart=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('is read from a Cookie header among others, and is no cart when absent', () => {
    expect(readGuestCartCookie(`a=1; ${GUEST_CART_COOKIE}=2011~I~~~3~s; bold_session=sealed`)).toEqual([line()]);
    expect(readGuestCartCookie(`${GUEST_CART_COOKIE}=2011~I~~~3~s`)).toEqual([line()]);
    // Another cookie whose name ends the same is not it.
    expect(readGuestCartCookie(`old.${GUEST_CART_COOKIE}=2011~I~~~3~s`)).toEqual([]);
    expect(readGuestCartCookie('a=1')).toEqual([]);
    expect(readGuestCartCookie(undefined)).toEqual([]);
  });

  it('a value written by hand gives the lines that can be priced: bad ones dropped, quantities clamped', () => {
    expect(
      decodeGuestCart(
        [
          '2011~I~~~3~s',
          'abc~I~~~1~s', // no product id
          '5~Q~~~1~s', // no such source
          '6~I~~%E0%A4%A~1~s', // a size that is not percent-encoded text
          '7~I~~~99999999~s', // a quantity past any limit
          '8~I~~~0~', // none
          '9',
        ].join('!'),
      ),
    ).toEqual([line(), line({ productId: 7, quantity: 1 }), line({ productId: 8, quantity: 1, selected: false })]);
  });

  it('writes a size’s separators percent-encoded, as encodeURIComponent writes the rest, and an unknown source as in stock', () => {
    expect(encodeGuestCart([line({ size: 'a~b!c' })])).toBe('2011~I~~a%7Eb%21c~3~s');
    expect(decodeGuestCart(encodeGuestCart([line({ source: 'Dropship' })]))).toEqual([line()]);
  });

  it('reads a line without its flags as neither selected nor gone, and no id of 16 digits', () => {
    expect(decodeGuestCart('2011~I~~~3')).toEqual([line({ selected: false })]);
    expect(decodeGuestCart('1234567890123456~I~~~3~s')).toEqual([]);
    expect(decodeGuestCart('123456789012345~I~~~3~s')).toEqual([line({ productId: 123456789012345 })]);
    expect(decodeGuestCart('2011~I~1234567890123456~~3~s')).toEqual([line()]);
  });

  it('fits a value of 3,900 characters, not 3,901', () => {
    const sized = (length: number) => {
      const base = encodeGuestCart([line({ size: '' })]).length;
      return [line({ size: 'a'.repeat(length - base) })];
    };
    expect(encodeGuestCart(sized(3900))).toHaveLength(3900);
    expect(guestCartFits(sized(3900))).toBe(true);
    expect(guestCartFits(sized(3901))).toBe(false);
  });

  it('a line named twice is read once, as first named', () => {
    expect(decodeGuestCart('2011~I~~~3~s!2011~I~~~5~!2011~B~~~1~s')).toEqual([line(), line({ source: 'Backorder', quantity: 1 })]);
    expect(decodeGuestCart('2011~I~~~1~s!'.repeat(400))).toEqual([line({ quantity: 1 })]);
  });

  it('property: whatever the cookie holds, every line read can be priced', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        for (const l of decodeGuestCart(value)) {
          expect(Number.isSafeInteger(l.productId) && l.productId >= 1).toBe(true);
          expect(l.quantity >= 1 && l.quantity <= 1000).toBe(true);
          expect(['Instock', 'Backorder', 'Presale']).toContain(l.source);
        }
      }),
    );
  });
});
