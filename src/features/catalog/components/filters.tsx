import type { CategoryPageDataFacets } from '@generated/hooks/model';
import styles from './catalog.module.css';

export const FILTERS = [
  { key: 'metal', label: 'Metal' },
  { key: 'productType', label: 'Product type' },
  { key: 'weight', label: 'Weight' },
  { key: 'mint', label: 'Mint or refiner' },
  { key: 'stock', label: 'Availability' },
] as const;

export type FilterKey = (typeof FILTERS)[number]['key'];

/** Checkbox groups for the category's facets; a group with a single value is left out. */
export function Filters({
  facets,
  selected,
  onToggle,
}: {
  facets: CategoryPageDataFacets;
  selected: (key: FilterKey) => string[];
  onToggle: (key: FilterKey, value: string) => void;
}) {
  return (
    <form className={styles.filters} aria-label="Filter products" onSubmit={(e) => e.preventDefault()}>
      {FILTERS.map(({ key, label }) => {
        const values = facets[key];
        if (values.length < 2 && selected(key).length === 0) return null;
        return (
          <fieldset key={key}>
            <legend>{label}</legend>
            {values.map((v) => (
              <label key={v.value} className={styles.option}>
                <input type="checkbox" checked={selected(key).includes(v.value)} onChange={() => onToggle(key, v.value)} />
                <span>
                  {v.label} <span className={styles.count}>({v.count})</span>
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </form>
  );
}
