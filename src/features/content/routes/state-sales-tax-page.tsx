import { useQuery } from '@tanstack/react-query';
import { getGetStateSaleTaxQueryOptions } from '@generated/hooks/ui/ui';
import { loadQueries, type RouteLoaderArgs, type RouteLoaderResult } from '@/api';
import { formatUsd } from '@/domain/money';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { TableScroll } from '@/ui/table-scroll';
import styles from '../components/content.module.css';

/** /state-sales-tax: every state's sales-tax rule for bullion (GetStateSaleTax). */
/** Every state's sales tax. */
export async function loader({ context }: RouteLoaderArgs): Promise<RouteLoaderResult> {
  await loadQueries(context, [getGetStateSaleTaxQueryOptions()]);
  return null;
}

export function Component() {
  const query = useQuery(getGetStateSaleTaxQueryOptions());
  const states = [...(query.data?.data ?? [])].sort((a, b) => a.stateName.localeCompare(b.stateName));
  return (
    <div className="page">
      <PageTitle title="State Sales Tax" />
      <p>Whether bullion is taxed depends on the state it ships to. The estimated tax for your state is added at checkout.</p>
      {query.isError ? <LoadError message="We could not load the state sales tax rules." onRetry={query.refetch} /> : null}
      {query.isPending ? <p role="status">Loading the rules…</p> : null}
      {states.length ? (
        <TableScroll label="Sales tax on bullion by state">
          <table className={styles.table}>
            <caption className="visually-hidden">Sales tax on bullion by state</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Bullion taxed?</th>
                <th scope="col">Rate</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {states.map((s) => (
                <tr key={s.stateCode}>
                  <th scope="row">
                    {s.stateName} ({s.stateCode})
                  </th>
                  <td>{s.isTaxable ? (s.exemptionThreshold ? `Below ${formatUsd(s.exemptionThreshold)}` : 'Yes') : 'No'}</td>
                  <td>{s.isTaxable ? `${s.rate}%` : '—'}</td>
                  <td>{s.notes ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}
