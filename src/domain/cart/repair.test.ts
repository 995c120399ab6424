import fc from 'fast-check';
import type { CartLineState } from './cart-rules';
import { repairGuestCart } from './repair';

const good = { productId: 2001, quantity: 3, source: 'Instock', size: null, salesEventId: null, selected: true, isActive: true };

describe('a guest cart read from storage is repaired before it is priced (trust finding 7)', () => {
  it('keeps good lines as they are', () => {
    expect(repairGuestCart([good])).toEqual([expect.objectContaining(good)]);
  });

  it('clamps a quantity stored as null (Infinity in JSON), 1e25 or 0 into 1..1000', () => {
    const repaired = repairGuestCart<CartLineState>([
      { ...good, quantity: null },
      { ...good, productId: 2, quantity: 1e25 },
      { ...good, productId: 3, quantity: 0 },
      { ...good, productId: 4, quantity: 1000 },
      { ...good, productId: 5, quantity: 1001 },
      { ...good, productId: 6, quantity: 2.7 },
    ]);
    expect(repaired.map((l) => l.quantity)).toEqual([1, 1000, 1, 1000, 1000, 2]);
  });

  it('drops what is not a line: no product id, an unknown source, an object or 10,000-character size', () => {
    expect(
      repairGuestCart([
        null,
        'x',
        { ...good, productId: '2001' },
        { ...good, productId: 0 },
        { ...good, source: 'Warehouse9' },
        { ...good, size: { x: 1 } },
        { ...good, size: 'x'.repeat(10_000) },
      ]),
    ).toEqual([]);
    expect(repairGuestCart('not a list')).toEqual([]);
  });

  it('property: whatever was stored, every line out can be priced', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.array(
          fc.record({
            productId: fc.anything(),
            quantity: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
            source: fc.constantFrom('Instock', 'Backorder', 'Nope'),
          }),
        ),
        (a, b) => {
          for (const l of [...repairGuestCart<CartLineState>(a), ...repairGuestCart<CartLineState>(b)]) {
            expect(Number.isSafeInteger(l.quantity) && l.quantity >= 1 && l.quantity <= 1000).toBe(true);
            expect(Number.isSafeInteger(l.productId) && l.productId >= 1).toBe(true);
          }
        },
      ),
    );
  });
});

describe('repair, each kind of bad line (mutation testing)', () => {
  it('skips what is not a line object at all, null included, without failing', () => {
    expect(repairGuestCart([null, 'x', 5, [good], good])).toEqual([expect.objectContaining(good)]);
    expect(repairGuestCart({ 0: good })).toEqual([]);
  });

  it('a product id is a whole number of 1 or more', () => {
    expect(repairGuestCart([{ ...good, productId: 1 }])).toHaveLength(1);
    for (const productId of [0, -3, 1.5, '2001', null]) expect(repairGuestCart([{ ...good, productId }]), String(productId)).toEqual([]);
  });

  it('a source is one of Instock, Backorder and Presale', () => {
    for (const source of ['Instock', 'Backorder', 'Presale']) expect(repairGuestCart([{ ...good, source }])).toHaveLength(1);
    for (const source of ['instock', 'Preorder', 7, undefined]) expect(repairGuestCart([{ ...good, source }])).toEqual([]);
  });

  it('a size is absent or text of up to 20 characters', () => {
    expect(repairGuestCart([{ ...good, size: undefined }])[0]?.size).toBeNull();
    expect(repairGuestCart([{ ...good, size: 'x'.repeat(20) }])[0]?.size).toBe('x'.repeat(20));
    expect(repairGuestCart([{ ...good, size: 'x'.repeat(21) }])).toEqual([]);
    expect(repairGuestCart([{ ...good, size: 7 }])).toEqual([]);
  });

  it('a quantity that is not a finite number becomes 1; a fraction is rounded down', () => {
    expect(repairGuestCart([{ ...good, quantity: '3' }])[0]?.quantity).toBe(1);
    expect(repairGuestCart([{ ...good, quantity: Number.NaN }])[0]?.quantity).toBe(1);
    expect(repairGuestCart([{ ...good, quantity: 2.7 }])[0]?.quantity).toBe(2);
  });
});
