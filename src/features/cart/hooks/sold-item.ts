import type { SoldItem } from '@/domain/analytics/ga4';
import type { CartLine } from './cart-line';

/** A cart line as an analytics event names it: its eCheck or wire unit price, in dollars. */
export function soldItemOf(line: CartLine): SoldItem {
  return { productId: line.productId, name: line.productName, price: (line.unitCents ?? 0) / 100, quantity: line.quantity };
}
