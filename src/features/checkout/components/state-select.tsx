import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { StateSalesTax } from '@generated/hooks/model';
import { FieldShell } from '@/ui/form/field';
import formStyles from '@/ui/form/form.module.css';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  states: StateSalesTax[];
};

/** A labelled US state picker (codes as values, names shown), for addresses and the eCheck ID state. */
export const StateSelect = forwardRef<HTMLSelectElement, Props>(function StateSelect(
  { id, label, error, states, required, ...select },
  ref,
) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      {(control) => (
        <select ref={ref} className={formStyles.input} {...control} {...select}>
          <option value="">Choose a state</option>
          {states.map((s) => (
            <option key={s.stateCode} value={s.stateCode}>
              {s.stateName}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
