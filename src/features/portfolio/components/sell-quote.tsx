import { Link } from 'react-router';
import type { PortfolioProduct } from '@generated/hooks/model';
import { reportingThresholds } from '@/domain/portfolio/valuation';
import { formatUsd } from '@/domain/money';
import { sellItemParam } from '@/domain/spot/melt';
import styles from '../portfolio.module.css';
import type { SellChoice } from './holding-card';

/**
 * What the quote comes to, said politely each time a holding is ticked or left out: the quote is further
 * down the page than the boxes, and a screen-reader user ticking one would otherwise hear only "checked".
 * The same paragraph in both of SellQuote's shapes, so it stays in the page and each new sum is heard.
 */
function QuoteSaid({ said }: { said: string }) {
  return (
    <p role="status" className="visually-hidden">
      {said}
    </p>
  );
}

/**
 * A sell quote for the chosen holdings, valued at our bid, that says when the sale reaches a 1099-B
 * reporting threshold, and opens the sell-to-us request already filled in.
 */
export function SellQuote({
  products,
  choices,
  bidPerOunce,
}: {
  products: PortfolioProduct[];
  choices: Record<number, SellChoice>;
  bidPerOunce: (metal: string) => number | null;
}) {
  const lines = products
    .filter((p) => choices[p.productId]?.selected)
    .map((p) => {
      const quantity = Math.min(choices[p.productId]?.quantity ?? p.quantity, p.quantity);
      const ouncesPerUnit = p.quantity ? p.ounces / p.quantity : 0;
      const bid = bidPerOunce(p.metal);
      return { product: p, quantity, ouncesPerUnit, value: bid === null ? null : Math.round(quantity * ouncesPerUnit * bid * 100) / 100 };
    });
  if (!lines.length)
    return (
      <>
        <QuoteSaid said="" />
        <p>Tick “Add to a sell quote” on the holdings you might sell.</p>
      </>
    );
  const total = lines.reduce((s, l) => s + (l.value ?? 0), 0);
  const thresholds = reportingThresholds(
    lines.map((l) => ({
      metal: l.product.metal,
      productName: l.product.productName,
      ouncesPerUnit: l.ouncesPerUnit,
      quantity: l.quantity,
    })),
  );
  const params = new URLSearchParams();
  for (const l of lines)
    params.append('item', sellItemParam({ metal: l.product.metal, quantity: l.quantity, description: l.product.productName }));
  const rounded = formatUsd(Math.round(total * 100) / 100);
  return (
    <>
      <QuoteSaid
        said={`Sell quote: ${lines.length === 1 ? '1 holding' : `${lines.length} holdings`}, ${rounded} at our bid. ${
          thresholds.length
            ? `This sale reaches a 1099-B reporting threshold: ${thresholds.map((t) => `${t.rule}, you are selling ${t.amount}`).join('; ')}.`
            : 'This sale does not reach a 1099-B reporting threshold.'
        }`}
      />
      <ul className={styles.quoteLines}>
        {lines.map((l) => (
          <li key={l.product.productId}>
            {l.quantity} × {l.product.productName}: {l.value === null ? 'no bid price' : formatUsd(l.value)}
          </li>
        ))}
      </ul>
      <p>
        At our bid now: <strong>{rounded}</strong>. The quote we send is firm for the day you accept it.
      </p>
      {thresholds.length ? (
        <div className={styles.notice}>
          <p>
            <strong>This sale reaches a 1099-B reporting threshold.</strong> We report it to the IRS on Form 1099-B and ask for your
            taxpayer number:
          </p>
          <ul>
            {thresholds.map((t) => (
              <li key={t.rule}>
                {t.rule}: you are selling {t.amount}.
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>This sale does not reach a 1099-B reporting threshold.</p>
      )}
      <Link className={styles.cta} to={`/sell-to-us?${params.toString()}`}>
        Open a sell-to-us request with these holdings
      </Link>
    </>
  );
}
