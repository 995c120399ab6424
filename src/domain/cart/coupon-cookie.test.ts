import { COUPON_COOKIE, couponCookie, MAX_COUPON_CODE_LENGTH, readCouponCookie } from './coupon-cookie';

const valueOf = (header: string) => header.slice(0, header.indexOf(';'));

describe('the applied coupon’s cookie', () => {
  it('keeps a code for 30 days, site-wide, SameSite=Lax, Secure over https, and reads it back', () => {
    const header = couponCookie('SILVER10', true);
    expect(header).toBe(`${COUPON_COOKIE}=SILVER10; Max-Age=2592000; Path=/; SameSite=Lax; Secure`);
    expect(readCouponCookie(`other=1; ${valueOf(header)}`)).toBe('SILVER10');
  });

  it('removes the cookie for no coupon', () => {
    expect(couponCookie(null, false)).toBe(`${COUPON_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(readCouponCookie(`${COUPON_COOKIE}=`)).toBeNull();
    expect(readCouponCookie('other=1')).toBeNull();
    expect(readCouponCookie(undefined)).toBeNull();
  });

  it('carries a code with characters a cookie cannot hold as they are, and reads it back as typed', () => {
    const code = 'GOLD 5%;<b>';
    const value = valueOf(couponCookie(code, false));
    expect(value).not.toMatch(/[ ;<>]/);
    expect(readCouponCookie(value)).toBe(code);
  });

  it('reads a code of the longest length ApplyCoupon takes, and no longer one', () => {
    const longest = 'A'.repeat(MAX_COUPON_CODE_LENGTH);
    expect(readCouponCookie(`${COUPON_COOKIE}=${longest}`)).toBe(longest);
    expect(readCouponCookie(`${COUPON_COOKIE}=${longest}A`)).toBeNull();
  });

  it('reads a value that is not percent-encoded text as no coupon', () => {
    expect(readCouponCookie(`${COUPON_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(readCouponCookie(`${COUPON_COOKIE}=%20%20`)).toBeNull();
  });
});
