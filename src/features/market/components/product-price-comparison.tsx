import { Link } from 'react-router';
import { useGetPriceComparisons } from '@generated/hooks/pricing/pricing';
import { marketDate } from '@/domain/spot/eastern-time';
import { PriceComparisonTable, SavingsChart } from './price-comparison-table';
import { useRenderTime } from '@/ui/render-time';

/** On a product page: how today's price compares with other dealers', when this product is compared. */
export function ProductPriceComparison({ productName }: { productName: string }) {
  const now = useRenderTime();
  const query = useGetPriceComparisons({ Date: marketDate(now), IsChart: false }, { query: { staleTime: 10 * 60_000 } });
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
