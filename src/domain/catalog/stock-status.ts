/** Out-of-stock colours and status are keyed by stock name. */
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

/** In-stock and impaired options sell what is on hand; preorder and presale sell what will come. */
export function canBuy(stock: { stockName: StockName; stockQty: number }): boolean {
  const onHand = stock.stockName === 'in stock' || stock.stockName === 'Impaired';
  return STOCK_STATUS[stock.stockName].buyable && (!onHand || stock.stockQty > 0);
}

/** The status a card shows: the first option a shopper can buy; with none, the first option, out of stock if it has none on hand. */
export function stockStatus(stocks: readonly { stockName: StockName; stockQty: number }[]) {
  const shown = stocks.find(canBuy) ?? stocks[0];
  // A kind that sells what is on hand (in stock, impaired) with nothing on hand reads out of stock.
  const name: StockName = !shown || (STOCK_STATUS[shown.stockName].buyable && !canBuy(shown)) ? 'out of stock' : shown.stockName;
  return { name, ...STOCK_STATUS[name] };
}
