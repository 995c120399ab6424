import { placedCookie, readPlacedCookie } from './placed-cookie';

describe('the cookie naming the order the server has just placed', () => {
  it('names the invoice for ten minutes, on the confirmation only, and is read back as it was', () => {
    expect(placedCookie('BPM-100245', true)).toBe('bold.placed=BPM-100245; Max-Age=600; Path=/checkout/confirmation; SameSite=Lax; Secure');
    expect(readPlacedCookie('bold.cart=x; bold.placed=BPM-100245')).toBe('BPM-100245');
  });

  it('is taken away by an empty value, and reads as none when absent or not a value it wrote', () => {
    expect(placedCookie(null, false)).toBe('bold.placed=; Max-Age=0; Path=/checkout/confirmation; SameSite=Lax');
    expect(readPlacedCookie('bold.cart=x')).toBeNull();
    expect(readPlacedCookie('bold.placed=%E0%A4%A')).toBeNull();
  });
});
