import { useEffect, useState } from 'react';
import { data, Form, Link, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { getSellToBoldOrders, sellToBoldRequests } from '@generated/hooks/customer/customer';
import { sellToBoldRequestsBody } from '@generated/zod/customer/customer.zod';
import type { SellToBoldOrder } from '@generated/hooks/model';
import { fieldMessages, formText, refusedStatus, serverMessage } from '@/api';
import { EMAIL_PATTERN, formatPhone, SELL_METALS, sellToUsSchema } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { formatUsd } from '@/domain/money';
import { parseSellItems } from '@/domain/spot/melt';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { SelectField, TextAreaField } from '@/ui/form/field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';
import { WhoWrites, whoIds } from '../components/who-writes';

const WHO = [
  ...(['firstName', 'lastName', 'emailId'] as const).map((name) => ({ name, id: whoIds('sell')[name] })),
  { name: 'mobNo', id: 'sell-phone' },
] as const;
type Who = (typeof WHO)[number]['name'];
/** The most items one request lists (as many as a link from the melt calculator or the portfolio may fill in). */
const MAX_ITEMS = 20;
const ADD_ITEM = 'sell-add-item';

/** An item's row as the form holds it: `key` names the row, so each keeps its fields when another is removed. */
interface ItemRow {
  key: string;
  description: string;
  metal: string;
  quantity: string;
}
const emptyRow = (key: string): ItemRow => ({ key, description: '', metal: 'Silver', quantity: '1' });
const EMPTY_WHO: Record<Who | 'notes', string> = { firstName: '', lastName: '', emailId: '', mobNo: '', notes: '' };

/** What the page's action answers: the form as it now stands, its messages, and the request made. */
interface SellState {
  values: Record<Who | 'notes', string>;
  items: ItemRow[];
  /** Each refused field's message, by its name in the form (`emailId`, `items.1.quantity`, `items`). */
  fieldErrors: Partial<Record<string, string>>;
  formError: string;
  created: SellToBoldOrder | null;
  /** When the request was made (0 if not): the form starts again in new, empty fields. */
  sentAt: number;
  /** The id of the field to take the focus after an item was added or removed; '' otherwise. */
  focus: string;
}

/** Held to the contract's limits for SellToBoldRequests (a name of 50 characters, notes of 2,000, each item's description of 200). */
const sellFormSchema = withinContract(sellToUsSchema, sellToBoldRequestsBody, { description: 'What you are selling' });

/** The rows of the posted form, in order, at most MAX_ITEMS. */
function rowsOf(body: FormData): ItemRow[] {
  const rows: ItemRow[] = [];
  for (let i = 0; i < MAX_ITEMS && body.has(`items.${i}.key`); i++)
    rows.push({
      key: formText(body, `items.${i}.key`),
      description: formText(body, `items.${i}.description`),
      metal: formText(body, `items.${i}.metal`),
      quantity: formText(body, `items.${i}.quantity`),
    });
  return rows;
}

/**
 * The page's action: the check on a request (below), or the request form (Customer/SellToBoldRequests, no
 * token). "Add another item" and "Remove item N" are the request form's buttons too (`intent`), so a
 * shopper without script lists several items as well: the form comes back with a row more or less, what
 * was typed kept. A post with neither form's fields is another form's.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await request.formData();
  if (body.has('lookupReference')) return lookupAction(body);
  if (!body.has('firstName')) return null;
  const values = { ...EMPTY_WHO };
  for (const name of [...WHO.map((w) => w.name), 'notes' as const]) values[name] = formText(body, name);
  const items = rowsOf(body);
  const answer = (state: Partial<SellState>, status = 200) =>
    data(
      { kind: 'request' as const, values, items, fieldErrors: {}, formError: '', created: null, sentAt: 0, focus: '', ...state },
      { status },
    );
  const intent = formText(body, 'intent');
  if (intent === 'add-item' && items.length < MAX_ITEMS) {
    // A key no row of this form has had: the time, and the rows' count for two adds in one millisecond.
    const key = `item-${Date.now().toString(36)}-${items.length}`;
    return answer({ items: [...items, emptyRow(key)], focus: `${key}-description` });
  }
  if (intent.startsWith('remove:')) return answer({ items: items.filter((r) => r.key !== intent.slice(7)), focus: ADD_ITEM });

  const parsed = sellFormSchema.safeParse({
    ...values,
    items: items.map(({ description, metal, quantity }) => ({ description, metal, quantity })),
  });
  if (!parsed.success) return answer({ fieldErrors: fieldMessages(parsed.error, (f: string): f is string => f !== '') }, 400);
  const v = parsed.data;
  try {
    const made = await sellToBoldRequests({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      emailId: v.emailId.trim(),
      mobNo: v.mobNo.trim() ? v.mobNo.replace(/\D/g, '') : null,
      items: v.items.map((i) => ({ description: i.description.trim(), metal: i.metal, quantity: Number(i.quantity) })),
      notes: v.notes.trim(),
    });
    return answer({ values: EMPTY_WHO, items: [emptyRow('item-0')], created: made.data, sentAt: Date.now() });
  } catch (error) {
    const known = (f: string): f is Who => WHO.some((w) => w.name === f);
    return answer({ fieldErrors: fieldMessages({ error }, known), formError: serverMessage(error) }, refusedStatus(error));
  }
}

/**
 * /sell-to-us: a request to sell metal to the store, and the state of an earlier request by its reference
 * number.
 */
export function Component() {
  // Items sent from the melt calculator (or a portfolio) arrive in the address, checked on the way in.
  const [params] = useSearchParams();
  const [prefilled] = useState(() => parseSellItems(params.getAll('item')));
  const answer = useActionData<typeof action>() ?? null;
  const state = answer?.kind === 'request' ? answer : null;
  const navigation = useNavigation();
  // Busy while the request is on its way; adding or removing a row is not a send.
  const sending = navigation.state === 'submitting' && !navigation.formData?.has('intent');
  const items: ItemRow[] =
    state?.items ??
    (prefilled.length
      ? prefilled.map((i, n) => ({ key: `item-${n}`, description: i.description, metal: i.metal, quantity: String(i.quantity) }))
      : [emptyRow('item-0')]);
  const typed = state?.values ?? EMPTY_WHO;
  const errors = state?.fieldErrors ?? {};
  const created = state?.created ?? null;
  const summary = [
    ...WHO.map((w) => ({ fieldId: w.id, message: errors[w.name] ?? '' })),
    ...items.flatMap((row, i) => [
      { fieldId: `${row.key}-description`, message: errors[`items.${i}.description`] ?? '' },
      { fieldId: `${row.key}-quantity`, message: errors[`items.${i}.quantity`] ?? '' },
    ]),
    { fieldId: ADD_ITEM, message: errors.items ?? '' },
  ].filter((e) => e.message);
  // After a row is added, its first field takes the focus; after one is removed, "Add another item" does.
  useEffect(() => {
    if (state?.focus) document.getElementById(state.focus)?.focus();
  }, [state]);

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
      <Form method="post" noValidate className={styles.form} aria-labelledby="sell-form-title">
        {/* The form's default button, first in it: Enter in a field sends the request, never adds or removes an item. */}
        <button type="submit" hidden tabIndex={-1} />
        <h2 id="sell-form-title">Your request</h2>
        {prefilled.length && !state ? (
          <p>
            {prefilled.length === 1 ? 'The item you valued is' : `The ${prefilled.length} items you valued are`} filled in below. Add your
            name and email, check the list and send it for a quote.
          </p>
        ) : null}
        <ErrorSummary errors={summary} focusKey={state ?? 0} />
        <p role="alert" className={styles.formError}>
          {state?.formError}
        </p>
        {/* Keyed on the last request made: the next one starts in new, empty fields. */}
        <div key={state?.sentAt ?? 0} className={styles.fields}>
          <WhoWrites prefix="sell" typed={typed} errors={errors} />
          <TextField
            id="sell-phone"
            name="mobNo"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            defaultValue={typed.mobNo}
            error={errors.mobNo}
            onBlur={(e) => (e.currentTarget.value = formatPhone(e.currentTarget.value))}
          />
          {items.map((row, i) => (
            <fieldset key={row.key} className={styles.form}>
              <legend>Item {i + 1}</legend>
              <input type="hidden" name={`items.${i}.key`} value={row.key} />
              <TextField
                id={`${row.key}-description`}
                name={`items.${i}.description`}
                label="What are you selling?"
                hint="For example: 20 American Silver Eagles, 2024"
                required
                defaultValue={row.description}
                error={errors[`items.${i}.description`]}
              />
              <SelectField id={`${row.key}-metal`} name={`items.${i}.metal`} label="Metal" options={SELL_METALS} defaultValue={row.metal} />
              <TextField
                id={`${row.key}-quantity`}
                name={`items.${i}.quantity`}
                label="Quantity"
                inputMode="numeric"
                required
                defaultValue={row.quantity}
                error={errors[`items.${i}.quantity`]}
              />
              {items.length > 1 ? (
                <Button type="submit" name="intent" value={`remove:${row.key}`} variant="secondary">
                  Remove item {i + 1}
                </Button>
              ) : null}
            </fieldset>
          ))}
          {errors.items ? <p className={styles.formError}>{errors.items}</p> : null}
          {items.length < MAX_ITEMS ? (
            <Button id={ADD_ITEM} type="submit" name="intent" value="add-item" variant="secondary">
              Add another item
            </Button>
          ) : null}
          <TextAreaField name="notes" label="Anything else we should know? (optional)" defaultValue={typed.notes} />
        </div>
        <Button type="submit" busy={sending}>
          Send request
        </Button>
      </Form>
      <RequestLookup looked={answer?.kind === 'lookup' ? answer : null} />
    </div>
  );
}

/** What a check on a request answered: what was asked, and the request found (null: none from that email). */
interface LookupState {
  asked: { reference: string; emailId: string };
  fieldErrors: { lookupReference?: string; lookupEmail?: string };
  formError: string;
  /** The request found; null when none was sent with that number from that email; undefined when the API was not asked. */
  found?: SellToBoldOrder | null;
}

/**
 * The check on a request: its reference number and the email it was sent with (nobody reads another
 * person's request). Each check asks the API again: a request's state changes while the shopper waits.
 */
async function lookupAction(body: FormData) {
  const asked = { reference: formText(body, 'lookupReference').trim().toUpperCase(), emailId: formText(body, 'lookupEmail').trim() };
  const fieldErrors: LookupState['fieldErrors'] = {};
  if (!asked.reference) fieldErrors.lookupReference = 'Enter the reference number of your request.';
  if (!EMAIL_PATTERN.test(asked.emailId)) fieldErrors.lookupEmail = 'Enter the email address you sent the request with.';
  const answer = (state: Omit<LookupState, 'asked'>, status = 200) => data({ kind: 'lookup' as const, asked, ...state }, { status });
  if (fieldErrors.lookupReference || fieldErrors.lookupEmail) return answer({ fieldErrors, formError: '' }, 400);
  try {
    const list = await getSellToBoldOrders({ PageNumber: 0, Size: 500, ReferenceNumber: asked.reference, emailId: asked.emailId });
    return answer({ fieldErrors, formError: '', found: list.data[0] ?? null });
  } catch (error) {
    return answer({ fieldErrors, formError: 'We could not check the request just now. Please try again.' }, refusedStatus(error));
  }
}

function RequestLookup({ looked }: { looked: LookupState | null }) {
  const navigation = useNavigation();
  const checking = navigation.state === 'submitting' && navigation.formData?.has('lookupReference') === true;
  const found = looked?.found;
  return (
    <Form method="post" noValidate className={styles.form} aria-labelledby="lookup-title">
      <h2 id="lookup-title">Check on a request</h2>
      <p role="alert" className={styles.formError}>
        {looked?.formError}
      </p>
      <TextField
        id="lookup-reference"
        name="lookupReference"
        label="Reference number"
        hint="It starts with STB-"
        defaultValue={looked?.asked.reference}
        error={looked?.fieldErrors.lookupReference}
      />
      <TextField
        id="lookup-email"
        name="lookupEmail"
        label="Email address"
        type="email"
        autoComplete="email"
        defaultValue={looked?.asked.emailId}
        error={looked?.fieldErrors.lookupEmail}
      />
      <Button type="submit" busy={checking}>
        Check
      </Button>
      <div role="status">
        {found === null ? (
          <p>
            No request with the reference {looked?.asked.reference} was sent from {looked?.asked.emailId}.
          </p>
        ) : null}
        {found ? (
          <p className={styles.result}>
            {found.referenceNumber}: <strong>{found.status}</strong>
            {found.quotedTotal ? `, quoted ${formatUsd(found.quotedTotal)}` : ''}. {found.items.length}{' '}
            {found.items.length === 1 ? 'item' : 'items'}.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
