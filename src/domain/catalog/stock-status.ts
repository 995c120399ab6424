/** Spec 4: out-of-stock colours and status are keyed by stock name. */
export type StockName = 'in stock' | 'presale' | 'preorder' | 'out of stock' | 'coming soon' | 'Impaired';
export type StockTone = 'available' | 'later' | 'unavailable' | 'special';

export const STOCK_STATUS: Record<StockName, { label: string; tone: StockTone; buyable: boolean }> = {
  'in stock': { label: 'In stock', tone: 'available', buyable: true },
  Impaired: { label: 'Impaired: in stock', tone: 'special', buyable: true },
  preorder: { label: 'Preorder: ships when it arrives', tone: 'later', buyable: true },
  presale: { label: 'Presale: ships on release', tone: 'later', buyable: true },
  'coming soon': { label: 'Coming soon', tone: 'unavailable', buyable: false },
  'out of stock': { label: 'Out of stock', tone: 'unavailable', buyable: false },
};

/** The status a card shows: the best option a shopper can buy, else the first one. */
export function stockStatus(stocks: readonly { stockName: StockName; stockQty: number }[]) {
  const buyable = stocks.find((s) => STOCK_STATUS[s.stockName].buyable && (s.stockQty > 0 || s.stockName !== 'in stock'));
  const shown = buyable ?? stocks[0];
  return shown ? { name: shown.stockName, ...STOCK_STATUS[shown.stockName] } : { name: 'out of stock' as const, ...STOCK_STATUS['out of stock'] };
}
