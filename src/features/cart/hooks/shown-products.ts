import { useSyncExternalStore } from 'react';
import { readGuestCart, STORAGE_KEYS } from '@/features/session';

/** What a guest's line shows while its prices (and so its name) cannot be fetched: kept in this browser only. */
export interface ShownProduct {
  productName: string;
  productNameWithHypen: string;
  imagePath?: string | undefined;
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NO_NAMES: Readonly<Record<string, ShownProduct>> = {};
let names: { text: string | null; names: Readonly<Record<string, ShownProduct>> } = { text: null, names: NO_NAMES };

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
function isShown(v: unknown): v is ShownProduct {
  if (typeof v !== 'object' || v === null) return false;
  const { productName, productNameWithHypen, imagePath } = v as Record<string, unknown>;
  return isText(productName, 300) && isText(productNameWithHypen, 300) && (imagePath === undefined || isText(imagePath, 1000));
}

function readNames(): Readonly<Record<string, ShownProduct>> {
  const text = localStorage.getItem(STORAGE_KEYS.guestCartNames);
  if (text === names.text) return names.names;
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  // Kept by this store, but read back as anything a browser's storage may hold: only names that are text.
  const entries = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  names = { text, names: Object.fromEntries(entries.filter((e): e is [string, ShownProduct] => isShown(e[1]))) };
  return names.names;
}

/** Remembers how a product added to the guest cart is shown, for while it cannot be priced; of the cart's products only. */
export function rememberShownProduct(productId: number, shown: ShownProduct): void {
  const inCart = new Set(readGuestCart().map((l) => String(l.productId)));
  const kept = Object.fromEntries(Object.entries(readNames()).filter(([id]) => inCart.has(id)));
  localStorage.setItem(STORAGE_KEYS.guestCartNames, JSON.stringify({ ...kept, [productId]: shown }));
  for (const listener of listeners) listener();
}

/** How each of the guest cart's products was shown when added, by product id (none while a page hydrates). */
export function useShownProducts(): Readonly<Record<string, ShownProduct>> {
  return useSyncExternalStore(subscribe, readNames, () => NO_NAMES);
}
