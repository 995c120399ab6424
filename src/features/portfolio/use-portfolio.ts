import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomerPortFolioQueryKey, getCustomerPortFolioQueryOptions } from '@generated/hooks/portfolio/portfolio';
import { getGetSpotPricesQueryKey } from '@generated/hooks/pricing/pricing';
import type { PortfolioQuery, PortfolioResponse } from '@generated/hooks/model';
import { useCustomerId } from '@/features/session';

export type Frequency = NonNullable<PortfolioQuery['frequency']>;
export const FREQUENCIES: readonly Frequency[] = ['Daily', 'Weekly', 'Monthly', 'Yearly'];

export interface PortfolioFilters {
  frequency: Frequency;
  metal: string;
  productType: string;
  productId: number | null;
}

export const NO_FILTERS: PortfolioFilters = { frequency: 'Monthly', metal: '', productType: '', productId: null };

/** A failed portfolio fetch is read as success false with empty lists, never a blank page. */
export const EMPTY_PORTFOLIO: PortfolioResponse = {
  success: false,
  data: {
    metalInounces: {},
    productsForPortfolio: [],
    investment: { totalInvestment: 0, totalCurrentAssetValue: 0, dayPnlDollar: 0, dayChangePercentage: 0 },
    portfolioSettings: { showPrediction: true, showActualPrice: true, showMetalPrice: true },
    metalCandleChart: [],
  },
};

/** Every view of a portfolio, whatever its filters: the generated key's first part (the call). */
const allPortfolioViews = () => [getCustomerPortFolioQueryKey()[0]];

/** A customer's portfolio (CustomerPortFolio) for the filters chosen, kept fresh for 30 s. */
export function portfolioQuery(customerId: number, filters: PortfolioFilters) {
  return getCustomerPortFolioQueryOptions(
    {
      customerId,
      frequency: filters.frequency,
      metal: filters.metal || null,
      productType: filters.productType || null,
      productId: filters.productId,
    },
    { query: { enabled: customerId > 0, placeholderData: (previous) => previous, staleTime: 30_000 } },
  );
}

/** The signed-in customer's portfolio for the filters chosen. */
export function usePortfolio(filters: PortfolioFilters) {
  return useQuery(portfolioQuery(useCustomerId(), filters));
}

/** After a change, every view of the portfolio and the header's figures are read again. */
export function useRefreshPortfolio() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: allPortfolioViews() }),
      // The header's figures: every spot price query, whatever its parameters.
      queryClient.invalidateQueries({ queryKey: [getGetSpotPricesQueryKey()[0]] }),
    ]);
}
