import type { CartLineState } from './cart-rules';
import { MAX_UNITS_PER_LINE } from './quantity-limit';

const SOURCES = ['Instock', 'Backorder', 'Presale'];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalText = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : undefined);

/**
 * A guest cart read back from storage, made safe to price: lines that are not lines (no positive whole
 * product id, an unknown source, a size that is not short text) are dropped; a quantity that is not a
 * positive whole number up to the per-line limit is clamped into it (1 when there is none). Whatever
 * was stored, what comes out can be sent to the pricing call, so the cart never fails for ever.
 */
export function repairGuestCart<L extends CartLineState>(stored: unknown): L[] {
  if (!Array.isArray(stored)) return [];
  const out: L[] = [];
  for (const raw of stored) {
    if (!isRecord(raw)) continue;
    const { productId, quantity, source, size, salesEventId } = raw;
    if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId < 1) continue;
    if (typeof source !== 'string' || !SOURCES.includes(source)) continue;
    if (size !== null && size !== undefined && optionalText(size, 20) === undefined) continue;
    const q = typeof quantity === 'number' && Number.isFinite(quantity) ? Math.floor(quantity) : 1;
    const line = {
      ...raw,
      productId,
      source,
      size: (size as string | null | undefined) ?? null,
      salesEventId: typeof salesEventId === 'number' && Number.isSafeInteger(salesEventId) ? salesEventId : null,
      quantity: Math.min(Math.max(q, 1), MAX_UNITS_PER_LINE),
      selected: raw.selected !== false,
      isActive: raw.isActive !== false,
      productName: optionalText(raw.productName, 300),
      productNameWithHypen: optionalText(raw.productNameWithHypen, 300),
      imagePath: optionalText(raw.imagePath, 1000),
    } as unknown as L;
    out.push(line);
  }
  return out;
}
