import { formatCountdown } from '@/domain/catalog/pricing';
import { useTickingTime } from '@/ui/render-time';
import styles from './product.module.css';

/** A sale's remaining time, ticking each second (not a live region: it would speak every second). */
export function SaleCountdown({ endsAt }: { endsAt: string }) {
  const end = new Date(endsAt).getTime();
  const now = useTickingTime(1000);
  const left = Math.max(0, (end - now) / 1000);
  if (left <= 0) return <p className={styles.sale}>This sale has ended.</p>;
  return (
    <p className={styles.sale}>
      Sale ends in <time dateTime={new Date(end).toISOString()}>{formatCountdown(left)}</time>
    </p>
  );
}
