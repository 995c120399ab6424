import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { getChangePasswordMutationOptions, getUpdateContactInfoMutationOptions } from '@generated/hooks/account/account';
import { applyServerErrors, serverMessage } from '@/api';
import {
  changePasswordSchema,
  contactDetailsSchema,
  formatPhone,
  type ChangePasswordValues,
  type ContactDetailsValues,
} from '@/domain/validation';
import { useCustomerId, useCustomerOnly, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { saveResult } from '@/ui/form/form-result';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import { HydrateApart } from '@/ui/hydrate-apart';
import { PageTitle } from '@/ui/page-title';
import styles from '../account.module.css';
import { ProfilePhoto } from '../components/profile-photo';
import { EmailAndMail, OrderHandling, PreferencesSection } from '../components/settings-sections';
import { customerInfoQueries, useShownCustomerInfo, WithFreshCustomerInfo } from '../shown-customer-info';

/** Contact details (UpdateContactInfo): saved on their own; the mobile is sent as digits and shown formatted. */
function ContactDetails() {
  const info = useShownCustomerInfo();
  const setCustomerInfo = useSession((s) => s.setCustomerInfo);
  const { register, handleSubmit, setError, reset, formState } = useForm<ContactDetailsValues>({
    resolver: zodResolver(contactDetailsSchema),
    values: {
      firstName: info?.firstName ?? '',
      lastName: info?.lastName ?? '',
      emailId: info?.emailId ?? '',
      mobNo: info?.mobNo ? formatPhone(info.mobNo) : '',
    },
  });
  const save = useMutation(
    getUpdateContactInfoMutationOptions({
      mutation: {
        onSuccess: (r) => {
          setCustomerInfo(r.data);
          reset({
            firstName: r.data.firstName,
            lastName: r.data.lastName,
            emailId: r.data.emailId,
            mobNo: r.data.mobNo ? formatPhone(r.data.mobNo) : '',
          });
        },
        // The API's field errors go on their fields, keeping what was typed.
        onError: (error) => void applyServerErrors(error, setError, ['firstName', 'lastName', 'emailId', 'mobNo']),
      },
    }),
  );
  const result = saveResult(
    save,
    (r) =>
      r.data.isEmailVerified
        ? 'Your contact details are saved.'
        : 'Your contact details are saved. Verify your email address with the link we send you.',
    serverMessage,
  );
  const onSubmit = handleSubmit((v) =>
    save.mutate({
      data: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        emailId: v.emailId.trim(),
        mobNo: v.mobNo.trim() ? v.mobNo.replace(/\D/g, '') : null,
        profilePhoto: info?.profilePhoto ?? null,
      },
    }),
  );
  const errors = formState.errors;
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="contact-title" className={styles.settingsForm}>
      <h2 id="contact-title">Contact details</h2>
      <p role="alert" className={styles.formError}>
        {result.error}
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
        label="Mobile number"
        type="tel"
        autoComplete="tel-national"
        hint="Optional. 10 digits, area code first."
        error={errors.mobNo?.message}
        {...register('mobNo')}
      />
      <Button type="submit" busy={result.busy}>
        Save contact details
      </Button>
      <p role="status" className={styles.said}>
        {result.said}
      </p>
    </form>
  );
}

/** The API's word that the current password is wrong: said on that field, not above the form. */
const WRONG_CURRENT = /current password/i;

/** Password (ChangePassword): the current one, and the new one typed twice. Other sessions end. */
function Password() {
  const customerId = useCustomerId();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const save = useMutation(
    getChangePasswordMutationOptions({
      mutation: {
        onSuccess: () => reset(),
        onError: (error) => {
          const message = applyServerErrors(error, setError, ['current', 'password']);
          if (WRONG_CURRENT.test(message)) setError('current', { message }, { shouldFocus: true });
        },
      },
    }),
  );
  const result = saveResult(
    save,
    (r) => r.message ?? 'Your password has been changed.',
    (error) => {
      const message = serverMessage(error);
      return WRONG_CURRENT.test(message) ? '' : message;
    },
  );
  const onSubmit = handleSubmit((v) => {
    if (customerId) save.mutate({ params: { CustomerId: customerId }, data: { oldPassword: v.current, newPassword: v.password } });
  });
  const errors = formState.errors;
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="password-title" className={styles.settingsForm}>
      <h2 id="password-title">Password</h2>
      <p role="alert" className={styles.formError}>
        {result.error}
      </p>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.current?.message}
        {...register('current')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        hint="At least 8 characters with a lowercase and an uppercase letter, a digit and a special character."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Repeat the new password"
        autoComplete="new-password"
        required
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" busy={result.busy}>
        Change password
      </Button>
      <p role="status" className={styles.said}>
        {result.said}
      </p>
    </form>
  );
}

/** The customer's details: the server sends the forms filled in. */
export const customerQueries = customerInfoQueries;

/**
 * /myaccounts/accountsettings: each part saved on its own with a clear result. A guest is sent to sign in
 * and brought back.
 */
export function Component() {
  const isLoggedIn = useCustomerOnly();
  return (
    <div className="page">
      <PageTitle title="Account settings" />
      {/* The forms start from the customer's details: those the server rendered with while the page hydrates. */}
      {isLoggedIn ? (
        <WithFreshCustomerInfo enabled={isLoggedIn}>
          <ContactDetails />
          {/* The forms below the first each hydrate in a pass of their own: a phone's main thread is never held long. */}
          <HydrateApart>
            <ProfilePhoto />
          </HydrateApart>
          <HydrateApart>
            <EmailAndMail />
          </HydrateApart>
          <HydrateApart>
            <Password />
          </HydrateApart>
          <HydrateApart>
            <OrderHandling />
          </HydrateApart>
          <HydrateApart>
            <PreferencesSection />
          </HydrateApart>
        </WithFreshCustomerInfo>
      ) : (
        <p role="status">Loading your settings…</p>
      )}
    </div>
  );
}
