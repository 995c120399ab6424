import { holdingSchema, portfolioFeedbackSchema } from './forms';

const TODAY = '2026-11-18';
const valid = {
  productId: 2001,
  transactionDate: '2025-03-14',
  transactionQuantity: '10',
  productUnitPrice: '33.85',
  sourceName: 'Local coin shop',
};
const errorOf = (values: Record<string, unknown>, field: string) => {
  const r = holdingSchema(TODAY).safeParse({ ...valid, ...values });
  return r.success ? null : (r.error.issues.find((i) => i.path[0] === field)?.message ?? null);
};

describe('a holding bought elsewhere', () => {
  it('takes a product, a past day, a whole quantity, a price in dollars and cents', () => {
    expect(holdingSchema(TODAY).safeParse(valid).success).toBe(true);
    expect(holdingSchema(TODAY).safeParse({ ...valid, sourceName: '', productUnitPrice: '$1,234.5' }).success).toBe(true);
    // Whole dollars need no cents.
    expect(errorOf({ productUnitPrice: '40' }, 'productUnitPrice')).toBeNull();
  });

  it('needs a product', () => {
    expect(errorOf({ productId: undefined }, 'productId')).toBe('Choose the product you bought.');
    expect(errorOf({ productId: 0 }, 'productId')).toBe('Choose the product you bought.');
  });

  it('takes today but not tomorrow, and a real date', () => {
    expect(errorOf({ transactionDate: TODAY }, 'transactionDate')).toBeNull();
    expect(errorOf({ transactionDate: '2026-11-19' }, 'transactionDate')).toBe('The day you bought it cannot be in the future.');
    expect(errorOf({ transactionDate: '' }, 'transactionDate')).toBe('Enter the day you bought it.');
    expect(errorOf({ transactionDate: '14/03/2025' }, 'transactionDate')).toBe('Enter the date like 2025-03-14.');
    // Days the calendar does not have, and forms of a date Date.parse takes but a day field never holds.
    for (const notADay of ['2025-02-29', '2025-02-30', '2025-13-01', '2025-03', '+002025-03-14', '2025-03-14T00:00'])
      expect(errorOf({ transactionDate: notADay }, 'transactionDate'), notADay).toBe('Enter the date like 2025-03-14.');
    expect(errorOf({ transactionDate: '2024-02-29' }, 'transactionDate')).toBeNull();
    expect(errorOf({ transactionDate: '1899-12-31' }, 'transactionDate')).toBe('Enter a date from 1900 on.');
    expect(errorOf({ transactionDate: '1900-01-01' }, 'transactionDate')).toBeNull();
  });

  it('takes a whole quantity of 1 or more', () => {
    expect(errorOf({ transactionQuantity: '1' }, 'transactionQuantity')).toBeNull();
    expect(errorOf({ transactionQuantity: '0' }, 'transactionQuantity')).not.toBeNull();
    expect(errorOf({ transactionQuantity: '1.5' }, 'transactionQuantity')).not.toBeNull();
    expect(errorOf({ transactionQuantity: '' }, 'transactionQuantity')).toBe('Enter a quantity.');
  });

  it('takes a price above zero to the cent', () => {
    const rule = 'Enter the price in dollars and cents, more than $0.00, like 33.85.';
    expect(errorOf({ productUnitPrice: '0.01' }, 'productUnitPrice')).toBeNull();
    expect(errorOf({ productUnitPrice: '0.00' }, 'productUnitPrice')).toBe(rule);
    expect(errorOf({ productUnitPrice: '33.855' }, 'productUnitPrice')).toBe(rule);
    expect(errorOf({ productUnitPrice: '-3' }, 'productUnitPrice')).toBe(rule);
    expect(errorOf({ productUnitPrice: '' }, 'productUnitPrice')).toBe('Enter the price you paid for each.');
  });

  it('keeps where it was bought to 100 characters', () => {
    expect(errorOf({ sourceName: 'x'.repeat(100) }, 'sourceName')).toBeNull();
    expect(errorOf({ sourceName: 'x'.repeat(101) }, 'sourceName')).toBe('Keep where you bought it to 100 characters.');
    // Spaces around it are not counted, and not kept.
    const spaced = holdingSchema(TODAY).safeParse({ ...valid, sourceName: `  ${'x'.repeat(100)}  ` });
    expect(spaced.data?.sourceName).toBe('x'.repeat(100));
  });
});

describe('feedback about the portfolio', () => {
  const err = (v: { feedBackType?: string; feedBackText?: string }) =>
    portfolioFeedbackSchema.safeParse({ feedBackType: 'Idea', feedBackText: 'Show my platinum too', ...v }).error?.issues[0]?.message ??
    null;
  it('needs a type and 10 to 1,000 characters', () => {
    expect(err({})).toBeNull();
    expect(err({ feedBackType: '' })).toBe('Choose what your feedback is about.');
    expect(err({ feedBackText: '' })).toBe('Enter your feedback.');
    expect(err({ feedBackText: 'x'.repeat(9) })).toBe('Write at least 10 characters, so we can act on it.');
    expect(err({ feedBackText: 'x'.repeat(10) })).toBeNull();
    expect(err({ feedBackText: 'x'.repeat(1000) })).toBeNull();
    expect(err({ feedBackText: 'x'.repeat(1001) })).toBe('Keep your feedback to 1,000 characters.');
    expect(err({ feedBackText: '   x   ' })).toBe('Write at least 10 characters, so we can act on it.');
  });
});
