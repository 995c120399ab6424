import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFieldArray, useForm } from 'react-hook-form';
import { getGetSellToBoldOrdersQueryOptions, useSellToBoldRequests } from '@generated/hooks/customer/customer';
import { useFormMutation } from '@/api';
import { EMAIL_PATTERN, formatPhone, SELL_METALS, sellToUsSchema, type SellToUsValues } from '@/domain/validation';
import { formatUsd } from '@/domain/money';
import { parseSellItems } from '@/domain/spot/melt';
import { Button } from '@/ui/button';
import { SelectField, TextAreaField } from '@/ui/form/field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';

const EMPTY_ITEM = { description: '', metal: 'Silver' as const, quantity: '1' };
const EMPTY: SellToUsValues = { firstName: '', lastName: '', emailId: '', mobNo: '', items: [EMPTY_ITEM], notes: '' };

/**
 * /sell-to-us: a request to sell metal to the store (Customer/SellToBoldRequests, no token), and the
 * state of an earlier request by its reference number.
 */
export function Component() {
  // Items sent from the melt calculator (or a portfolio) arrive in the address, checked on the way in.
  const [params] = useSearchParams();
  const [prefilled] = useState(() => parseSellItems(params.getAll('item')));
  const { register, control, handleSubmit, setError, reset, formState } = useForm<SellToUsValues>({
    resolver: zodResolver(sellToUsSchema),
    defaultValues: prefilled.length
      ? { ...EMPTY, items: prefilled.map((i) => ({ description: i.description, metal: i.metal, quantity: String(i.quantity) })) }
      : EMPTY,
  });
  const items = useFieldArray({ control, name: 'items' });
  const request = useFormMutation(useSellToBoldRequests(), setError, ['firstName', 'lastName', 'emailId', 'mobNo']);
  const created = request.data?.data ?? null;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (v) => {
    const r = await request.submit({
      data: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        emailId: v.emailId.trim(),
        mobNo: v.mobNo.trim() ? v.mobNo.replace(/\D/g, '') : null,
        items: v.items.map((i) => ({ description: i.description.trim(), metal: i.metal, quantity: Number(i.quantity) })),
        notes: v.notes.trim(),
      },
    });
    if (r) reset(EMPTY);
  });

  return (
    <div className="page">
      <PageTitle title="Sell To Us" />
      <p>
        Tell us what you would like to sell. We reply with a quote based on the live spot price, usually within one business day; once you
        accept it, ship the metal to us fully insured and we pay when it has been checked.
      </p>
      <p>
        Not sure what your metal is worth? The <Link to="/melt-calculator">melt value calculator</Link> values it at today’s spot price and
        fills in this request for you.
      </p>
      <div role="status" aria-live="polite">
        {created ? (
          <section className={styles.result} aria-labelledby="created-title">
            <h2 id="created-title">Request {created.referenceNumber} received</h2>
            <p>We will email {created.emailId} with a quote. Keep the reference number to check on it below.</p>
          </section>
        ) : null}
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="sell-form-title">
        <h2 id="sell-form-title">Your request</h2>
        {prefilled.length ? (
          <p>
            {prefilled.length === 1 ? 'The item you valued is' : `The ${prefilled.length} items you valued are`} filled in below. Add your
            name and email, check the list and send it for a quote.
          </p>
        ) : null}
        <p role="alert" className={styles.formError}>
          {request.error}
        </p>
        <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.emailId?.message}
          {...register('emailId')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.mobNo?.message}
          {...register('mobNo', { onBlur: (e: { target: HTMLInputElement }) => (e.target.value = formatPhone(e.target.value)) })}
        />
        {items.fields.map((field, i) => (
          <fieldset key={field.id} className={styles.form}>
            <legend>Item {i + 1}</legend>
            <TextField
              label="What are you selling?"
              hint="For example: 20 American Silver Eagles, 2024"
              required
              error={errors.items?.[i]?.description?.message}
              {...register(`items.${i}.description`)}
            />
            <SelectField label="Metal" options={SELL_METALS} {...register(`items.${i}.metal`)} />
            <TextField
              label="Quantity"
              inputMode="numeric"
              required
              error={errors.items?.[i]?.quantity?.message}
              {...register(`items.${i}.quantity`)}
            />
            {items.fields.length > 1 ? (
              <Button type="button" variant="secondary" onClick={() => items.remove(i)}>
                Remove item {i + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {(errors.items?.root?.message ?? errors.items?.message) ? (
          <p className={styles.formError}>{errors.items?.root?.message ?? errors.items?.message}</p>
        ) : null}
        <Button type="button" variant="secondary" onClick={() => items.append(EMPTY_ITEM)}>
          Add another item
        </Button>
        <TextAreaField label="Anything else we should know? (optional)" {...register('notes')} />
        <Button type="submit" busy={formState.isSubmitting}>
          Send request
        </Button>
      </form>
      <RequestLookup />
    </div>
  );
}

/** The state of a request by its reference number and the email it was sent with (nobody reads another person's request). */
function RequestLookup() {
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [emailProblem, setEmailProblem] = useState('');
  const [refProblem, setRefProblem] = useState('');
  // What was asked is kept; the answer is the generated query's, read once Check is pressed (and again for a new question).
  const [asked, setAsked] = useState<{ ReferenceNumber: string; emailId: string } | null>(null);
  const lookup = useQuery({
    ...getGetSellToBoldOrdersQueryOptions({
      PageNumber: 0,
      Size: 500,
      ReferenceNumber: asked?.ReferenceNumber ?? '',
      emailId: asked?.emailId ?? '',
    }),
    enabled: asked !== null,
  });
  const result = asked && lookup.data ? (lookup.data.data[0] ?? null) : undefined;
  const problem = refProblem || (asked && lookup.isError ? 'We could not check the request just now. Please try again.' : '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const ref = reference.trim().toUpperCase();
    const emailId = email.trim();
    setRefProblem(ref ? '' : 'Enter the reference number of your request.');
    setEmailProblem(EMAIL_PATTERN.test(emailId) ? '' : 'Enter the email address you sent the request with.');
    if (!ref || !EMAIL_PATTERN.test(emailId)) return setAsked(null);
    setAsked({ ReferenceNumber: ref, emailId });
    // The same question asked again asks the API again: a request's state changes while the shopper waits.
    if (asked?.ReferenceNumber === ref && asked.emailId === emailId) void lookup.refetch();
  };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="lookup-title">
      <h2 id="lookup-title">Check on a request</h2>
      <TextField
        label="Reference number"
        hint="It starts with STB-"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={problem || undefined}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailProblem || undefined}
      />
      <Button type="submit" busy={lookup.isFetching}>
        Check
      </Button>
      <div role="status">
        {result === null ? (
          <p>
            No request with the reference {asked?.ReferenceNumber} was sent from {asked?.emailId}.
          </p>
        ) : null}
        {result ? (
          <p className={styles.result}>
            {result.referenceNumber}: <strong>{result.status}</strong>
            {result.quotedTotal ? `, quoted ${formatUsd(result.quotedTotal)}` : ''}. {result.items.length}{' '}
            {result.items.length === 1 ? 'item' : 'items'}.
          </p>
        ) : null}
      </div>
    </form>
  );
}
