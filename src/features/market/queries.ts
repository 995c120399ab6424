import { getGetPriceComparisonsQueryOptions } from '@generated/hooks/pricing/pricing';
import { getGetProductsByCategoryQueryOptions, getGetSuppliesCategoriesQueryOptions } from '@generated/hooks/product/product';
import { marketDate } from '@/domain/spot/eastern-time';

// The market pages' queries, in one place: the pages read them, their routes' loaders load the same keys.

const TEN_MINUTES = 10 * 60_000;

/** Today's comparisons on a product page: the day's table, fresh for ten minutes. */
export const productComparisonQuery = (now: Date) =>
  getGetPriceComparisonsQueryOptions({ Date: marketDate(now), IsChart: false }, { query: { staleTime: TEN_MINUTES } });

/** A calendar day written as the date input writes it (YYYY-MM-DD), and a real one. */
export const isDate = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The day /price-comparisons shows: the one its address asks for, unless it is not a date or is after today. */
export function comparisonDate(asked: string | null, now: Date): string {
  const today = marketDate(now);
  return isDate(asked) && asked <= today ? asked : today;
}

/** A day's comparisons: the table (IsChart false) or the chart (IsChart true); another day keeps the last one shown until it arrives. */
export const comparisonsQuery = (date: string, chart: boolean) =>
  getGetPriceComparisonsQueryOptions({ Date: date, IsChart: chart }, { query: { placeholderData: (previous) => previous } });

/** The best sellers the melt calculator offers to add. */
export const bestSellersQuery = () =>
  getGetProductsByCategoryQueryOptions(
    { slug: 'best-sellers', sort: 'best-selling', pageNumber: 0, pageSize: 24 },
    { query: { staleTime: 60_000 } },
  );

export const suppliesQuery = () => getGetSuppliesCategoriesQueryOptions({ query: { staleTime: TEN_MINUTES } });
