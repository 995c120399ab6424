import type { CartLineRequest, InventorySource } from '@generated/hooks/model';
import type { CartLineKey } from '@/domain/cart/cart-rules';

/**
 * A cart line as the API takes it, with every field the spec lists for GetUpdateShoppingCart. Kept apart
 * from useCart: the sign-in merge (in every page's shell) needs only this, not the cart screens' reads and
 * writes. The discount is 0: the store claims none of its own, and the server prices whatever applies.
 */
export const requestOf = (l: CartLineKey & { quantity: number; selected: boolean; shoppingCartId?: number | null }): CartLineRequest => ({
  productId: l.productId,
  quantity: l.quantity,
  salesEventId: l.salesEventId,
  discount: 0,
  stockSource: l.source as InventorySource,
  size: l.size,
  selected: l.selected,
  shoppingCartId: l.shoppingCartId ?? null,
});
