import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useContactUS } from '@generated/hooks/customer/customer';
import { contactUSBody } from '@generated/zod/customer/customer.zod';
import { useFormMutation } from '@/api';
import { STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';
import { feedbackSchema, type FeedbackValues } from '@/domain/validation';
import { withinContract } from '@/domain/validation/within-contract';
import { Button } from '@/ui/button';
import { SelectField, TextAreaField } from '@/ui/form/field';
import { TextField } from '@/ui/form/text-field';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';

export const FEEDBACK_TYPES = [
  'Order question',
  'Product question',
  'Selling to us',
  'Shipping and delivery',
  'Website feedback',
  'Other',
] as const;
const FIELDS = ['firstName', 'lastName', 'emailId', 'feedBackType', 'feedBackText'] as const;

/** The form's rules, held to the contract's own limits for ContactUS (names 50, e-mail 254, the message 2,000). */
const contactSchema = withinContract(feedbackSchema, contactUSBody);
const EMPTY: FeedbackValues = { firstName: '', lastName: '', emailId: '', feedBackType: '', feedBackText: '' };

/** /company/contact-us: ways to reach the store and the feedback form (Customer/ContactUS, no token). */
export function Component() {
  const { register, handleSubmit, setError, reset, formState } = useForm<FeedbackValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
  });
  const send = useFormMutation(useContactUS(), setError, FIELDS);
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    const r = await send.submit({
      data: { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), emailId: values.emailId.trim() },
    });
    if (r) reset(EMPTY);
  });
  const sent = send.data ? (send.data.message ?? 'Thank you. We will get back to you soon.') : '';

  return (
    <div className="page">
      <PageTitle title="Contact Us" />
      <p>
        Call {STORE_NAME} at <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>, email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or send us a message below. We answer within one business day.
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        <p role="alert" className={styles.formError}>
          {send.error}
        </p>
        <div role="status">{sent ? <p className={styles.result}>{sent}</p> : null}</div>
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
        <SelectField
          label="What is it about?"
          required
          options={FEEDBACK_TYPES}
          placeholder="Choose a category"
          error={errors.feedBackType?.message}
          {...register('feedBackType')}
        />
        <TextAreaField label="Message" required error={errors.feedBackText?.message} {...register('feedBackText')} />
        <Button type="submit" busy={formState.isSubmitting}>
          Send message
        </Button>
      </form>
    </div>
  );
}
