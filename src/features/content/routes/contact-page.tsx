import { Form, type ActionFunctionArgs } from 'react-router';
import { contactUS } from '@generated/hooks/customer/customer';
import { contactUSBody } from '@generated/zod/customer/customer.zod';
import { formAction, useFormAction } from '@/api';
import { STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import { feedbackSchema } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/form/error-summary';
import { SelectField, TextAreaField } from '@/ui/form/field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';
import { WhoWrites, whoIds } from '../components/who-writes';

export const FEEDBACK_TYPES = [
  'Order question',
  'Product question',
  'Selling to us',
  'Shipping and delivery',
  'Website feedback',
  'Other',
] as const;
const FIELDS = [
  ...(['firstName', 'lastName', 'emailId'] as const).map((name) => ({ name, id: whoIds('contact')[name] })),
  { name: 'feedBackType', id: 'contact-type' },
  { name: 'feedBackText', id: 'contact-message' },
] as const;

/** The form's rules, held to the contract's own limits for ContactUS (names 50, e-mail 254, the message 2,000). */
const contactSchema = withinContract(feedbackSchema, contactUSBody);

/** The form's send (Customer/ContactUS, no token): the form starts empty again for the next message. */
export function action({ request }: ActionFunctionArgs) {
  return formAction(
    request,
    contactSchema,
    (values) =>
      contactUS({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), emailId: values.emailId.trim() }),
    { fields: FIELDS.map((f) => f.name), clearWhenSent: true },
  );
}

/** /company/contact-us: ways to reach the store and the feedback form. */
export function Component() {
  const { state, busy } = useFormAction<typeof action>();
  const errors = state?.fieldErrors ?? {};
  const typed = state?.values ?? {};
  const summary = FIELDS.flatMap((f) => (errors[f.name] ? [{ fieldId: f.id, message: errors[f.name] ?? '' }] : []));
  const sent = state?.result ? (state.result.message ?? 'Thank you. We will get back to you soon.') : '';

  return (
    <div className="page">
      <PageTitle title="Contact Us" />
      <p>
        Call {STORE_NAME} at <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>, email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or send us a message below. We answer within one business day.
      </p>
      <Form method="post" noValidate className={styles.form} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        <ErrorSummary errors={summary} focusKey={state ?? 0} />
        <p role="alert" className={styles.formError}>
          {state?.formError}
        </p>
        <div role="status">{sent ? <p className={styles.result}>{sent}</p> : null}</div>
        {/* Keyed on the last send taken: the next message starts in new, empty fields. */}
        <div key={state?.sentAt ?? 0} className={styles.fields}>
          <WhoWrites prefix="contact" typed={typed} errors={errors} />
          <SelectField
            id="contact-type"
            name="feedBackType"
            label="What is it about?"
            required
            options={FEEDBACK_TYPES}
            placeholder="Choose a category"
            defaultValue={typed.feedBackType ?? ''}
            error={errors.feedBackType}
          />
          <TextAreaField
            id="contact-message"
            name="feedBackText"
            label="Message"
            required
            defaultValue={typed.feedBackText}
            error={errors.feedBackText}
          />
        </div>
        <Button type="submit" busy={busy}>
          Send message
        </Button>
      </Form>
    </div>
  );
}
