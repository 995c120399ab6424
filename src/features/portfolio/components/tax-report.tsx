import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getGenerateCustomerTaxReportQueryOptions } from '@generated/hooks/portfolio/portfolio';
import { useCustomerId } from '@/features/session';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form/field';
import { FormResult, useFormSave } from '@/ui/form/form-result';
import { saveFile } from '@/ui/save-file';
import styles from '../portfolio.module.css';

/** A year's tax report (GenerateCustomerTaxReport), downloaded with the token in the Authorization header. */
export function TaxReport({ thisYear }: { thisYear: number }) {
  const customerId = useCustomerId();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const [year, setYear] = useState(String(thisYear));
  const result = useFormSave();
  const queryClient = useQueryClient();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void result.save(async () => {
      // Read with the generated options and not kept in the cache: the PDF is saved, not shown.
      saveFile(
        await queryClient.fetchQuery({ ...getGenerateCustomerTaxReportQueryOptions({ customerId, year: Number(year) }), gcTime: 0 }),
        `tax-report-${year}.pdf`,
      );
      return `Your ${year} tax report is downloading.`;
    }, `We could not make your ${year} tax report. Try again in a moment.`);
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} aria-labelledby="tax-title" className={styles.form}>
      <h2 id="tax-title">Tax report</h2>
      <p>Every purchase and sale of the year in one PDF, for you and your tax adviser.</p>
      <SelectField label="Year" options={years.map(String)} value={year} onChange={(e) => setYear(e.target.value)} />
      <Button type="submit" busy={result.busy}>
        Download the tax report
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}
