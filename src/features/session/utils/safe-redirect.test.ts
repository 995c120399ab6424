import fc from 'fast-check';
import { safeRedirect, signInPath } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/cart/cart', '/cart/cart'],
    ['/product/2001/eagle?qty=2#reviews', '/product/2001/eagle?qty=2#reviews'],
    ['https://evil.example/steal', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    ['/signin', '/'],
    // Trust finding 14: dot segments that normalise to a protocol-relative URL, and backslashes anywhere.
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/cart/..//evil.example', '/'],
    ['/cart\\..\\evil', '/'],
    ['/a/./b/../cart', '/a/cart'],
    ['/cart\nSet-Cookie:x', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('property: whatever comes in, what goes out stays on this site', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[/.\\a-z]{0,12}$/)), (s) => {
        const out = safeRedirect(s);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        // What goes out is already normal: following it again changes nothing.
        expect(safeRedirect(out)).toBe(out);
        expect(new URL(out, 'https://store.test').origin).toBe('https://store.test');
      }),
    );
  });

  it('builds the sign-in path with the current page as redirect', () => {
    expect(signInPath('/orders/order-history')).toBe('/signin?redirect=%2Forders%2Forder-history');
    expect(signInPath('/')).toBe('/signin');
  });
});
