import { describe, expect, it } from 'vitest';
import { amountsNotGiven, amountsSaid, byCard, type Figure } from './spoken-prices';

describe('amountsSaid', () => {
  it('reads each amount of an utterance with the way of paying said after it', () => {
    expect(amountsSaid(['row, 1–19 (your quantity) $33.85 each by eCheck or wire $35.27 each by card or PayPal, current item'])).toEqual([
      expect.objectContaining({ cents: 3385, method: 'eCheck' }),
      expect.objectContaining({ cents: 3527, method: 'card' }),
    ]);
  });

  it('reads thousands, signs and amounts said with no way of paying', () => {
    expect(amountsSaid(['link, Gold $2,707.37 down −$5.03 (−0.19%)', '+$682.24', 'Sell quote: $6,464.00 at our bid'])).toEqual([
      { cents: 270737, method: undefined, line: 'link, Gold $2,707.37 down −$5.03 (−0.19%)' },
      { cents: -503, method: undefined, line: 'link, Gold $2,707.37 down −$5.03 (−0.19%)' },
      { cents: 68224, method: undefined, line: '+$682.24' },
      { cents: 646400, method: undefined, line: 'Sell quote: $6,464.00 at our bid' },
    ]);
  });

  it('takes the way of paying from the utterances after an amount said alone, up to three, never past another amount', () => {
    const premium = ['$1.65', 'end of strong', 'a unit', 'by eCheck or wire'];
    expect(amountsSaid(premium)[0]?.method).toBe('eCheck');
    expect(amountsSaid(['$1.65', 'end of strong', 'a unit', 'each', 'by eCheck or wire'])[0]?.method).toBeUndefined();
    expect(amountsSaid(['$33.85', 'each', '$35.27', 'by card or PayPal']).map((a) => a.method)).toEqual([undefined, 'card']);
  });

  it('leaves out amounts a transcript writes as "$…"', () => {
    expect(amountsSaid(['polite: rose from $… to $….', 'Price alert: fell to $… (your alert: $…).'])).toEqual([]);
  });
});

describe('amountsNotGiven', () => {
  const figures: Figure[] = [
    { cents: 3385, method: 'eCheck', what: 'tier 1–19 by eCheck' },
    { cents: byCard(3385), method: 'card', what: 'tier 1–19 by card' },
    { cents: 2995, what: 'standard shipping' },
  ];

  it('holds an amount to the figure for the way of paying said with it', () => {
    expect(
      amountsNotGiven(amountsSaid(['$33.85 each by eCheck or wire', '$35.27 by card or PayPal', '$29.95 by card or PayPal']), figures),
    ).toEqual([]);
    // The eCheck price said as the card's, a cent off, and a figure the API never gave.
    expect(amountsNotGiven(amountsSaid(['$33.85 by card or PayPal', '$35.28 by card or PayPal', '$12.00']), figures)).toEqual([
      '"$33.85 by card or PayPal" says $33.85 by card or PayPal; the API gave $35.27 (tier 1–19 by card) or $29.95 (standard shipping)',
      '"$35.28 by card or PayPal" says $35.28 by card or PayPal; the API gave $35.27 (tier 1–19 by card) or $29.95 (standard shipping)',
      '"$12.00" says $12.00; the API gave $29.95 (standard shipping) or $33.85 (tier 1–19 by eCheck)',
    ]);
  });

  it('names the two nearest figures that differ, not one figure twice', () => {
    const tiers: Figure[] = [
      { cents: 3527, method: 'card', what: '1–19 by card' },
      { cents: 3527, method: 'card', what: 'each by card' },
      { cents: 3510, method: 'card', what: '20–99 by card' },
    ];
    expect(amountsNotGiven(amountsSaid(['cell, $35.14 each by card or PayPal']), tiers)).toEqual([
      '"cell, $35.14 each by card or PayPal" says $35.14 by card or PayPal; the API gave $35.10 (20–99 by card) or $35.27 (1–19 by card)',
    ]);
  });

  it('holds an amount said with no way of paying to any figure', () => {
    expect(amountsNotGiven(amountsSaid(['Subtotal: $35.27']), figures)).toEqual([]);
  });
});
