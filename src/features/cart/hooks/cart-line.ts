import type { Stock } from '@generated/hooks/model';
import type { CartLineKey } from '@/domain/cart/cart-rules';

/** A cart line as the cart screens show it, for a guest or a customer alike. */
export interface CartLine extends CartLineKey {
  shoppingCartId: number | null;
  productName: string;
  productNameWithHypen: string;
  imagePath: string | undefined;
  quantity: number;
  selected: boolean;
  isActive: boolean;
  /** eCheck/wire unit price for the quantity's tier; null while it cannot be priced. */
  unitCents: number | null;
  ounces: number;
  stocks: Stock[];
  /** The most of this product one order may hold (an at-spot offer: 10), or null when only stock limits it. */
  purchaseLimit: number | null;
}
