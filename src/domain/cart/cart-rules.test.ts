import fc from 'fast-check';
import {
  addLine,
  badgeText,
  countItems,
  drawerLines,
  emptySelected,
  overwriteLine,
  removeLine,
  sameLine,
  setSelected,
  type CartLineState,
} from './cart-rules';

const line = (over: Partial<CartLineState> = {}): CartLineState => ({
  productId: 1,
  salesEventId: null,
  source: 'Instock',
  size: null,
  quantity: 1,
  selected: true,
  isActive: true,
  ...over,
});
// The tests' own oracles, written apart from the code under test: a line's key and the active quantity.
const keyOf = (l: CartLineState) => `${l.productId}|${l.salesEventId}|${l.source}|${l.size}`;
const same = (a: CartLineState, b: CartLineState) => keyOf(a) === keyOf(b);
const activeUnits = (lines: CartLineState[]) => lines.reduce((sum, l) => sum + (l.isActive ? l.quantity : 0), 0);
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
  it('a line is the same line whatever its quantity or selection, and a different one if product, sales event, source or size differ', () => {
    expect(sameLine(line({ quantity: 3, selected: false, isActive: false }), line())).toBe(true);
    expect(sameLine(line({ productId: 2 }), line())).toBe(false);
    expect(sameLine(line({ salesEventId: 7 }), line())).toBe(false);
    expect(sameLine(line({ source: 'Backorder' }), line())).toBe(false);
    expect(sameLine(line({ size: '7' }), line())).toBe(false);
    expect(sameLine(line({ size: '7' }), line({ size: '7' }))).toBe(true);
  });

  it('merges an add into the line with the same product, sales event, source and size', () => {
    expect(addLine([line({ quantity: 2 })], line({ quantity: 3 }))).toEqual([line({ quantity: 5 })]);
  });

  it('appends when any of the four keys differs', () => {
    for (const diff of [{ productId: 2 }, { salesEventId: 9 }, { source: 'Presale' }, { size: '8' }]) {
      expect(addLine([line()], line(diff))).toHaveLength(2);
    }
  });

  it('re-adding an inactive line resets its quantity and leaves it unselected', () => {
    expect(addLine([line({ quantity: 9, isActive: false, selected: true })], line({ quantity: 2 }))).toEqual([
      line({ quantity: 2, isActive: true, selected: false }),
    ]);
  });

  it('overwrite sets the quantity and selects the line', () => {
    expect(overwriteLine([line({ quantity: 2, selected: false })], line(), 6)).toEqual([line({ quantity: 6, selected: true })]);
  });

  it('emptying the cart removes only selected lines', () => {
    expect(emptySelected([line({ productId: 1 }), line({ productId: 2, selected: false })])).toEqual([
      line({ productId: 2, selected: false }),
    ]);
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
        expect(activeUnits(after)).toBe(activeUnits(lines) + added.quantity);
        expect(new Set(after.map(keyOf)).size).toBe(after.length);
      }),
    );
  });
});

describe('cart rules, properties', () => {
  const arbLines = fc.array(arbLine, { maxLength: 8 });

  it('re-adding any inactive line resets its quantity to the added one and leaves it unselected', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 1, max: 50 }), (l, q) => {
        const [after] = addLine([{ ...l, isActive: false }], { ...l, quantity: q, isActive: true, selected: true });
        expect(after).toEqual({ ...l, quantity: q, isActive: true, selected: false });
      }),
    );
  });

  it('overwrite sets the quantity and selects exactly the matching line, leaving the others as they were', () => {
    fc.assert(
      fc.property(arbLines, arbLine, fc.integer({ min: 1, max: 50 }), (lines, key, q) => {
        const after = overwriteLine(lines, key, q);
        after.forEach((l, i) => {
          if (same(l, key)) expect(l).toMatchObject({ quantity: q, selected: true });
          else expect(l).toBe(lines[i]);
        });
      }),
    );
  });

  it('emptying keeps exactly the unselected lines, in order', () => {
    fc.assert(
      fc.property(arbLines, (lines) => {
        expect(emptySelected(lines)).toEqual(lines.filter((l) => !l.selected));
      }),
    );
  });

  it('selection and delete touch only the matching line', () => {
    fc.assert(
      fc.property(arbLines, arbLine, fc.boolean(), (lines, key, sel) => {
        const selected = setSelected(lines, key, sel);
        expect(selected.filter((l) => !same(l, key))).toEqual(lines.filter((l) => !same(l, key)));
        for (const l of selected.filter((m) => same(m, key))) expect(l.selected).toBe(sel);
        expect(removeLine(lines, key)).toEqual(lines.filter((l) => !same(l, key)));
      }),
    );
  });

  it('the count is the quantity of active lines only; the badge caps at 9+', () => {
    fc.assert(
      fc.property(arbLines, (lines) => {
        const n = countItems(lines);
        expect(n).toBe(activeUnits(lines));
        expect(badgeText(n)).toBe(n > 9 ? '9+' : String(n));
      }),
    );
  });

  it('the drawer lists only active lines with a positive price for their quantity', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ isActive: fc.boolean(), quantity: fc.integer({ min: 1, max: 9 }), price: fc.constantFrom(0, 0.5, 32.1) })),
        (lines) => {
          const shown = drawerLines(lines);
          expect(shown.every((l) => l.isActive && l.price > 0)).toBe(true);
          expect(shown).toHaveLength(lines.filter((l) => l.isActive && l.price > 0).length);
        },
      ),
    );
  });
});
