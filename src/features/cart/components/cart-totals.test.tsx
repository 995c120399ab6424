import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '@generated/hooks/model';
import { http, HttpResponse } from 'msw';
import { keepAppliedCoupon, resetCheckout, updateCheckout, useSession } from '@/features/session';
import { renderInStore } from '@/test/render';
import { seededMockForFile, TEST_API } from '@/test/seeded-mock';
import { cellNames, pricesWithoutMethod, shownText } from '@/test/spoken';
import type { CartLine } from '../hooks/cart-line';
import { CartTotals } from './cart-totals';

// Expected figures below are worked out by hand from the dealer's rules (card = eCheck x 1.042 per unit, free
// shipping from $199 of eCheck merchandise after the coupon, else 25% of the ounces and at least $29.95).

// The states' tax rules are the seeded mock's (GetStateSaleTax): California 7.25%, bullion exempt from
// $2,000 an order; Delaware none.
const { mock } = seededMockForFile();
const california = mock.db.content.stateTax.find((s) => s.stateCode === 'CA');
/** The state list has loaded once the tax can be estimated for a state. */
const statesLoaded = () => screen.findByRole('option', { name: /California/ });

function line(productId: number, unitCents: number | null, quantity = 1, more: Partial<CartLine> = {}): CartLine {
  return {
    productId,
    salesEventId: null,
    source: 'Instock',
    size: null,
    shoppingCartId: null,
    productName: `Product ${productId}`,
    productNameWithHypen: `product-${productId}`,
    imagePath: undefined,
    quantity,
    selected: true,
    isActive: true,
    unitCents,
    ounces: 1,
    stocks: [],
    purchaseLimit: null,
    ...more,
  };
}

const SILVER10: Coupon = { couponCode: 'SILVER10', couponType: 'Order', discountType: '$', discountValue: 10, currentBalance: 25 };
const GOLD2: Coupon = { couponCode: 'GOLD2', couponType: 'Order', discountType: '%', discountValue: 2, currentBalance: 0 };
const EAGLE5: Coupon = {
  couponCode: 'EAGLE5',
  couponType: 'Product',
  discountType: '%',
  discountValue: 5,
  currentBalance: 0,
  applicableProducts: [2001],
};

/** The eCheck and card cells of a row of the totals table. */
function row(name: string | RegExp): [string, string] {
  const header = screen.getByRole('rowheader', { name });
  const cells = within(header.closest('tr') as HTMLTableRowElement).getAllByRole('cell');
  return [cells[0] ? shownText(cells[0]) : '', cells[1] ? shownText(cells[1]) : ''];
}

/**
 * The totals for `lines`, with `coupon` applied as a customer applies one: its code in the coupon's cookie,
 * and the API's word on it (ApplyCoupon) the coupon as given here.
 */
async function show(lines: CartLine[], coupon: Coupon | null = null) {
  resetCheckout();
  if (coupon?.couponCode) {
    useSession.setState({ isLoggedIn: true, user: { userId: 1001, firstName: 'Demo', isGuest: false } });
    keepAppliedCoupon(coupon.couponCode);
    mock.server.use(http.get(`${TEST_API}/api/ShoppingCart/ApplyCoupon`, () => HttpResponse.json({ data: coupon })));
  }
  const shown = renderInStore(<CartTotals lines={lines} />);
  if (coupon) await screen.findByRole('rowheader', { name: `Coupon ${coupon.couponCode}` });
  return shown;
}

describe('the cart page totals, eCheck and card side by side', () => {
  afterEach(() =>
    act(() => {
      keepAppliedCoupon(null);
      resetCheckout();
    }),
  );

  it('ships free from exactly $199.00 of eCheck merchandise, in both columns', async () => {
    await show([line(1, 199_00)]);
    expect(row('Items')).toEqual(['$199.00', '$207.36']);
    expect(row('Shipping')).toEqual(['Free', 'Free']);
    expect(row('Total')).toEqual(['$199.00', '$207.36']);
    expect(screen.getByText(/Your order ships free and fully insured\./)).toBeInTheDocument();
    expect(screen.getByText(/Card and PayPal prices include a 4\.2% surcharge \(\$8\.36 on this order\)\./)).toBeInTheDocument();
  });

  it('says every price with its method to a screen reader, and a price-less cell as it is', async () => {
    await show([line(1, 100_00)], SILVER10);
    const table = screen.getByRole('table', { name: 'Totals by payment method' });
    expect(pricesWithoutMethod(table)).toEqual([]);
    expect(cellNames(table)).toEqual([
      '$100.00 by eCheck or wire',
      '$104.20 by card or PayPal',
      '−$10.00 by eCheck or wire',
      '−$10.00 by card or PayPal',
      '$29.95 by eCheck or wire',
      '$29.95 by card or PayPal',
      '—',
      '—',
      '$119.95 by eCheck or wire',
      '$124.15 by card or PayPal',
    ]);
  });

  it('charges $29.95 a cent below, in the card column too, though the card price is over $199', async () => {
    await show([line(1, 198_99)]);
    expect(row('Items')).toEqual(['$198.99', '$207.35']);
    expect(row('Shipping')).toEqual(['$29.95', '$29.95']);
    expect(row('Total')).toEqual(['$228.94', '$237.30']);
    expect(screen.getByText(/^Add \$0\.01 more for free domestic shipping\./)).toBeInTheDocument();
  });

  it('charges 25% of the ounces when that is more than $29.95 (200 oz: $50.00)', async () => {
    await show([line(1, 50, 200)]);
    expect(row('Items')).toEqual(['$100.00', '$104.00']);
    expect(row('Shipping')).toEqual(['$50.00', '$50.00']);
  });

  it('takes a $10 coupon off both columns and judges free shipping after it', async () => {
    await show([line(1, 205_00)], SILVER10);
    expect(row('Coupon SILVER10')).toEqual(['−$10.00', '−$10.00']);
    expect(row('Shipping')).toEqual(['$29.95', '$29.95']);
    expect(row('Total')).toEqual(['$224.95', '$233.56']);
  });

  it('takes a percent coupon off each column at its own prices (2%: $2.00 and $2.08)', async () => {
    await show([line(1, 100_00)], GOLD2);
    expect(row('Coupon GOLD2')).toEqual(['−$2.00', '−$2.08']);
    expect(row('Total')).toEqual(['$127.95', '$132.07']);
  });

  it('takes a Product coupon off its products only', async () => {
    await show([line(2001, 40_00, 2), line(3001, 100_00)], EAGLE5);
    expect(row('Items')).toEqual(['$180.00', '$187.56']);
    expect(row('Coupon EAGLE5')).toEqual(['−$4.00', '−$4.17']);
  });

  it('estimates tax for the chosen state, 0 where bullion is not taxed, and a dash before a choice', async () => {
    const user = userEvent.setup();
    await show([line(1, 100_00)]);
    expect(row('Estimated tax')).toEqual(['—', '—']);
    await statesLoaded();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estimate tax for/ }), 'CA');
    expect(row('Estimated tax (CA)')).toEqual(['$7.25', '$7.55']);
    expect(row('Total')).toEqual(['$137.20', '$141.70']);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estimate tax for/ }), 'DE');
    expect(row('Estimated tax (DE)')).toEqual(['$0.00', '$0.00']);
  });

  it('judges the tax exemption after the coupon: $2,005 less $10 is taxed with eCheck, exempt by card', async () => {
    expect(california).toMatchObject({ rate: 7.25, isTaxable: true, exemptionThreshold: 2000 });
    const user = userEvent.setup();
    await show([line(1, 2005_00)], SILVER10);
    await statesLoaded();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estimate tax for/ }), 'CA');
    // eCheck: $1,995.00 after the coupon, under $2,000: 7.25% is $144.64. Card: $2,079.21, exempt.
    expect(row('Estimated tax (CA)')).toEqual(['$144.64', '$0.00']);
  });

  it('starts with the state of the shipping address', async () => {
    // The address chosen at checkout, which its cookie keeps.
    updateCheckout({
      shippingInfo: { firstName: 'A', lastName: 'S', line1: '1 Main', city: 'SF', state: 'CA', zip: '94105', country: 'US' },
    });
    renderInStore(<CartTotals lines={[line(1, 100_00)]} />);
    await vi.waitFor(() => expect(row('Estimated tax (CA)')).toEqual(['$7.25', '$7.55']), { timeout: 5000 });
  });

  it('counts only selected, active, priced lines', async () => {
    await show([line(1, 100_00), line(2, 50_00, 1, { selected: false }), line(3, 70_00, 1, { isActive: false }), line(4, null)]);
    expect(row('Items')).toEqual(['$100.00', '$104.20']);
  });

  it('asks for a selection when nothing is selected, with no free shipping and no NaN', async () => {
    const { container } = await show([line(1, 100_00, 1, { selected: false })]);
    expect(row('Shipping')).toEqual(['$0.00', '$0.00']);
    expect(row('Total')).toEqual(['$0.00', '$0.00']);
    expect(screen.getByText(/^Select items to see their total\./)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/NaN|undefined|null/);
  });
});
