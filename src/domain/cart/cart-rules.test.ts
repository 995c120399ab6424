import fc from 'fast-check';
import { addLine, badgeText, countItems, emptySelected, overwriteLine, sameLine, type CartLineState } from './cart-rules';

const line = (over: Partial<CartLineState> = {}): CartLineState => ({ productId: 1, salesEventId: null, source: 'Instock', size: null, quantity: 1, selected: true, isActive: true, ...over });
const arbLine = fc.record({
  productId: fc.integer({ min: 1, max: 4 }),
  salesEventId: fc.constantFrom(null, 7),
  source: fc.constantFrom('Instock', 'Backorder', 'Presale'),
  size: fc.constantFrom(null, '7', '8'),
  quantity: fc.integer({ min: 1, max: 50 }),
  selected: fc.boolean(),
  isActive: fc.boolean(),
});

describe('cart rules', () => {
  it('merges an add into the line with the same product, sales event, source and size', () => {
    expect(addLine([line({ quantity: 2 })], line({ quantity: 3 }))).toEqual([line({ quantity: 5 })]);
  });

  it('appends when any of the four keys differs', () => {
    for (const diff of [{ productId: 2 }, { salesEventId: 9 }, { source: 'Presale' }, { size: '8' }]) {
      expect(addLine([line()], line(diff))).toHaveLength(2);
    }
  });

  it('re-adding an inactive line resets its quantity and leaves it unselected', () => {
    expect(addLine([line({ quantity: 9, isActive: false, selected: true })], line({ quantity: 2 }))).toEqual([line({ quantity: 2, isActive: true, selected: false })]);
  });

  it('overwrite sets the quantity and selects the line', () => {
    expect(overwriteLine([line({ quantity: 2, selected: false })], line(), 6)).toEqual([line({ quantity: 6, selected: true })]);
  });

  it('emptying the cart removes only selected lines', () => {
    expect(emptySelected([line({ productId: 1 }), line({ productId: 2, selected: false })])).toEqual([line({ productId: 2, selected: false })]);
  });

  it('does not count inactive lines, and shows 9+ above 9', () => {
    expect(countItems([line({ quantity: 4 }), line({ productId: 2, quantity: 5, isActive: false })])).toBe(4);
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('property: adding never loses quantity of active lines and keeps one line per key', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 8 }), arbLine, (start, added) => {
        const lines = start.reduce<CartLineState[]>((acc, l) => addLine(acc, { ...l, isActive: true }), []);
        const after = addLine(lines, { ...added, isActive: true });
        expect(countItems(after)).toBe(countItems(lines) + added.quantity);
        for (const l of after) expect(after.filter((m) => sameLine(l, m))).toHaveLength(1);
      }),
    );
  });
});
