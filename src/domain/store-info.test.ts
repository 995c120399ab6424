import { FREE_SHIPPING_BANNER, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from './store-info';

const keypad: Record<string, string> = {
  A: '2',
  B: '2',
  C: '2',
  D: '3',
  E: '3',
  F: '3',
  G: '4',
  H: '4',
  I: '4',
  J: '5',
  K: '5',
  L: '5',
  M: '6',
  N: '6',
  O: '6',
  P: '7',
  Q: '7',
  R: '7',
  S: '7',
  T: '8',
  U: '8',
  V: '8',
  W: '9',
  X: '9',
  Y: '9',
  Z: '9',
};

describe('store info', () => {
  it('dials the same number the header shows as 1(866)454-BOLD', () => {
    const dialled = SUPPORT_PHONE_DISPLAY.replace(/[A-Z]/g, (c) => keypad[c] ?? c).replace(/\D/g, '');
    expect(`+${dialled}`).toBe(SUPPORT_PHONE_TEL);
  });

  it('states the free-shipping banner exactly as the spec writes it', () => {
    expect(FREE_SHIPPING_BANNER).toBe('FREE SHIPPING ON DOMESTIC ORDERS - $199 or more, FULLY INSURED DOMESTIC & INTERNATIONAL ORDERS');
  });
});
