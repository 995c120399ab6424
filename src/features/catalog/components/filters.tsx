import type { CategoryPageDataFacets } from '@generated/hooks/model';
import { Button } from '@/ui/button';
import { KeptPart } from '@/ui/kept-part';
import { WITHOUT_SCRIPT_IN_PLACE } from '@/ui/script-running';
import styles from './catalog.module.css';

/** The filter form's id: the sort, shown above the list, belongs to it too (`form`), so one address carries both. */
export const FILTER_FORM_ID = 'category-filters';

export const FILTERS = [
  { key: 'metal', label: 'Metal' },
  { key: 'productType', label: 'Product type' },
  { key: 'weight', label: 'Weight' },
  { key: 'mint', label: 'Mint or refiner' },
  { key: 'stock', label: 'Availability' },
] as const;

export type FilterKey = (typeof FILTERS)[number]['key'];

/**
 * Checkbox groups for the category's facets; a group with a single value is left out. With the script, a
 * change applies at once; without it (off, or still on its way) the form is an ordinary GET form to the
 * page's own address, sent with its Apply button. A category's facets are a fifth of its page (some 140
 * elements) and the same for every shopper who has ticked the same boxes: the server keeps the form's HTML
 * under the facets and the ticked values (KeptPart).
 */
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
    <KeptPart
      as="form"
      keep={() => `filters ${JSON.stringify(facets)} ${JSON.stringify(FILTERS.map(({ key }) => selected(key)))}`}
      id={FILTER_FORM_ID}
      method="get"
      className={styles.filters}
      aria-label="Filter products"
      onSubmit={(e) => e.preventDefault()}
    >
      {FILTERS.map(({ key, label }) => {
        const values = facets[key];
        if (values.length < 2 && selected(key).length === 0) return null;
        return (
          <fieldset key={key}>
            <legend>{label}</legend>
            {values.map((v) => (
              <label key={v.value} className={styles.option}>
                <input
                  type="checkbox"
                  name={key}
                  value={v.value}
                  checked={selected(key).includes(v.value)}
                  onChange={() => onToggle(key, v.value)}
                />
                <span>
                  {v.label} <span className={styles.count}>({v.count})</span>
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <ApplyButton>Apply filters</ApplyButton>
    </KeptPart>
  );
}

/**
 * A button that sends the filter form, for a shopper without script. Once the script runs, a change applies
 * at once and the button is unseen (and out of the tab order and the accessibility tree), but keeps its
 * place: the list below does not move up as the page is taken over (a layout shift on a phone, where the
 * filters sit above the list).
 */
export function ApplyButton({ children, variant }: { children: string; variant?: 'secondary' }) {
  return (
    <Button type="submit" form={FILTER_FORM_ID} variant={variant} className={WITHOUT_SCRIPT_IN_PLACE}>
      {children}
    </Button>
  );
}
