import type { HistoryPoint } from '@/domain/spot/history';
import { formatUsd } from '@/domain/money';
import { TableScroll } from '@/ui/table-scroll';

/** A chart's data as a table, newest first: the day or period, then open, high, low and close in dollars. */
export function OhlcTable({
  points,
  label,
  caption,
  firstHeader,
  formatDate,
}: {
  points: readonly HistoryPoint[];
  label: string;
  caption: string;
  firstHeader: string;
  formatDate: (iso: string) => string;
}) {
  return (
    <TableScroll label={label}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstHeader}</th>
            <th scope="col">Open</th>
            <th scope="col">High</th>
            <th scope="col">Low</th>
            <th scope="col">Close</th>
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((p) => (
            <tr key={p.date}>
              <th scope="row">{formatDate(p.date)}</th>
              <td>{formatUsd(p.open)}</td>
              <td>{formatUsd(p.high)}</td>
              <td>{formatUsd(p.low)}</td>
              <td>{formatUsd(p.close)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
