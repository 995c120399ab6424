import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { productComparisonQuery } from '../queries';
import { PriceComparisonTable, SavingsChart } from './price-comparison-table';
import { useRenderTime } from '@/ui/render-time';

/** On a product page: how today's price compares with other dealers', when this product is compared. */
export function ProductPriceComparison({ productName }: { productName: string }) {
  const now = useRenderTime();
  const query = useQuery(productComparisonQuery(now));
  const row = query.data?.data.find((r) => r.productName === productName);
  if (!row) return null;
  return (
    <section aria-labelledby="compare-title">
      <h2 id="compare-title">How our price compares</h2>
      <PriceComparisonTable rows={[row]} caption="Today’s price against other dealers" />
      <SavingsChart rows={[row]} headingLevel={3} />
      <p>
        <Link to="/price-comparisons">All price comparisons</Link>
      </p>
    </section>
  );
}
