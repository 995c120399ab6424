import { useQuery, useQueryClient } from '@tanstack/react-query';
import { customerPortFolio } from '@generated/hooks/portfolio/portfolio';
import type { PortfolioQuery, PortfolioResponse } from '@generated/hooks/model';
import { useSession } from '@/features/session';

export type Frequency = NonNullable<PortfolioQuery['frequency']>;
export const FREQUENCIES: readonly Frequency[] = ['Daily', 'Weekly', 'Monthly', 'Yearly'];

export interface PortfolioFilters {
  frequency: Frequency;
  metal: string;
  productType: string;
  productId: number | null;
}

export const NO_FILTERS: PortfolioFilters = { frequency: 'Monthly', metal: '', productType: '', productId: null };

/** Spec 8: a failed portfolio fetch is read as success false with empty lists, never a blank page. */
export const EMPTY_PORTFOLIO: PortfolioResponse = {
  success: false,
  data: { metalInounces: {}, productsForPortfolio: [], investment: { totalInvestment: 0, totalCurrentAssetValue: 0, dayPnlDollar: 0, dayChangePercentage: 0 }, portfolioSettings: { showPrediction: true, showActualPrice: true, showMetalPrice: true }, metalCandleChart: [] },
};

export const portfolioKey = (customerId: number, filters?: PortfolioFilters) => ['portfolio', customerId, ...(filters ? [filters] : [])];

/** The signed-in customer's portfolio (CustomerPortFolio) for the filters chosen. */
export function usePortfolio(filters: PortfolioFilters) {
  const customerId = useSession((s) => s.user?.userId ?? 0);
  return useQuery({
    queryKey: portfolioKey(customerId, filters),
    queryFn: () => customerPortFolio({ customerId, frequency: filters.frequency, metal: filters.metal || null, productType: filters.productType || null, productId: filters.productId }),
    enabled: customerId > 0,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

/** After a change, every view of the portfolio and the header's figures are read again. */
export function useRefreshPortfolio() {
  const queryClient = useQueryClient();
  const customerId = useSession((s) => s.user?.userId ?? 0);
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: portfolioKey(customerId) }),
    queryClient.invalidateQueries({ queryKey: ['/api/Pricing/GetSpotPrices'] }),
  ]);
}
