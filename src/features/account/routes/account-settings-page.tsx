import { Fragment } from 'react';
import { data, Form, useActionData, useNavigation, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import { changePassword, updateContactInfo } from '@generated/hooks/account/account';
import { getGetCustomerInfoQueryKey, getGetCustomerInfoQueryOptions } from '@generated/hooks/customer/customer';
import type { CustomerInfo } from '@generated/hooks/model';
import { formAction, routeDataContext, WHICH_FORM, type FormState } from '@/api';
import { changePasswordSchema, contactDetailsSchema, formatPhone } from '@/domain/validation';
import { loaderCustomerId, useCustomerOnly, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { useFocusFirstRefused } from '@/ui/form/focus-first-refused';
import { PasswordField } from '@/ui/form/password-field';
import { TextField } from '@/ui/form/text-field';
import { HydrateApart } from '@/ui/hydrate-apart';
import { PageTitle } from '@/ui/page-title';
import styles from '../account.module.css';
import { ProfilePhoto } from '../components/profile-photo';
import { EmailAndMail, OrderHandling, PreferencesSection } from '../components/settings-sections';
import { customerInfoQueries, useShownCustomerInfo, WithFreshCustomerInfo } from '../shown-customer-info';

/** The contact details form's fields, by name, with their ids. */
const CONTACT_FIELDS = [
  { name: 'firstName', id: 'contact-first-name' },
  { name: 'lastName', id: 'contact-last-name' },
  { name: 'emailId', id: 'contact-email' },
  { name: 'mobNo', id: 'contact-mobile' },
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number]['name'];

/** The password form's fields, by name, with their ids: each a secret, never sent back to the page. */
const PASSWORD_FIELDS = [
  { name: 'current', id: 'password-current' },
  { name: 'password', id: 'password-new' },
  { name: 'confirm', id: 'password-confirm' },
] as const;
type PasswordFormField = (typeof PASSWORD_FIELDS)[number]['name'];

/** The page's forms, as each names itself in the hidden `form` field. */
const FORMS = { contact: 'contact-details', password: 'change-password' } as const;

/** What the page's action answers, by the form sent. */
type Answer =
  | ({ form: typeof FORMS.contact } & FormState<ContactField, CustomerInfo>)
  | ({ form: typeof FORMS.password } & FormState<PasswordFormField, string>);

/** The API's word that the current password is wrong: said on that field, not above the form. */
const WRONG_CURRENT = /current password/i;

/**
 * The contact details (UpdateContactInfo) and the password (ChangePassword), the page's route action for
 * its two forms: run in the browser, or on the server for a form sent without script (or before it
 * arrived), each with the customer's session. Refused, the form comes back with why and what was typed
 * (never a password).
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  const form = (await request.clone().formData()).get(WHICH_FORM);
  const routeData = context.get(routeDataContext);
  if (form === FORMS.contact) {
    const answer = await formAction(
      request,
      contactDetailsSchema,
      async (v) => {
        // The photo is kept as it is: it has its own part of the page.
        const { data: now } = await routeData.queryClient.fetchQuery(getGetCustomerInfoQueryOptions());
        const saved = await updateContactInfo({
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          emailId: v.emailId.trim(),
          mobNo: v.mobNo.trim() ? v.mobNo.replace(/\D/g, '') : null,
          profilePhoto: now.profilePhoto ?? null,
        });
        routeData.queryClient.setQueryData(getGetCustomerInfoQueryKey(), saved);
        if (!routeData.server) useSession.getState().setCustomerInfo(saved.data);
        return saved.data;
      },
      { fields: CONTACT_FIELDS.map((f) => f.name) },
    );
    return answer && data<Answer>({ form, ...answer.data }, answer.init ?? undefined);
  }
  if (form === FORMS.password) {
    const customerId = loaderCustomerId({ context });
    const answer = await formAction(
      request,
      changePasswordSchema,
      async (v) =>
        (await changePassword({ oldPassword: v.current, newPassword: v.password }, { CustomerId: customerId })).message ??
        'Your password has been changed.',
      { fields: PASSWORD_FIELDS.map((f) => f.name), secret: ['current', 'password', 'confirm'] },
    );
    if (!answer) return null;
    const state = answer.data;
    // The API's word on the current password goes on that field.
    const wrongCurrent = WRONG_CURRENT.test(state.formError);
    return data<Answer>(
      {
        form,
        ...state,
        formError: wrongCurrent ? '' : state.formError,
        fieldErrors: wrongCurrent ? { ...state.fieldErrors, current: state.formError } : state.fieldErrors,
      },
      answer.init ?? undefined,
    );
  }
  return null;
}

/** Contact details (UpdateContactInfo): saved on their own; the mobile is sent as digits and shown formatted. */
function ContactDetails({ state, busy }: { state: Extract<Answer, { form: 'contact-details' }> | null; busy: boolean }) {
  const info = useShownCustomerInfo();
  useFocusFirstRefused(state, CONTACT_FIELDS);
  const errors = state?.fieldErrors ?? {};
  // Refused, the fields show what was typed; saved (or before a send), the customer's details as the API has them.
  const typed = state && !state.result ? state.values : null;
  const shown: Record<ContactField, string> = {
    firstName: typed?.firstName ?? info?.firstName ?? '',
    lastName: typed?.lastName ?? info?.lastName ?? '',
    emailId: typed?.emailId ?? info?.emailId ?? '',
    mobNo: typed?.mobNo ?? (info?.mobNo ? formatPhone(info.mobNo) : ''),
  };
  const said = state?.result
    ? state.result.isEmailVerified
      ? 'Your contact details are saved.'
      : 'Your contact details are saved. Verify your email address with the link we send you.'
    : '';
  return (
    <Form method="post" noValidate aria-labelledby="contact-title" className={styles.settingsForm}>
      <h2 id="contact-title">Contact details</h2>
      <p role="alert" className={styles.formError}>
        {state?.formError}
      </p>
      <input type="hidden" name={WHICH_FORM} value={FORMS.contact} />
      {/* Each save gives fields filled afresh with what the API saved (they keep what is typed otherwise); the
          button, which has the focus, stays as it is. */}
      <Fragment key={state?.sentAt ?? 0}>
        <TextField
          id="contact-first-name"
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={shown.firstName}
          error={errors.firstName}
        />
        <TextField
          id="contact-last-name"
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={shown.lastName}
          error={errors.lastName}
        />
        <TextField
          id="contact-email"
          name="emailId"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          defaultValue={shown.emailId}
          error={errors.emailId}
        />
        <TextField
          id="contact-mobile"
          name="mobNo"
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          hint="Optional. 10 digits, area code first."
          defaultValue={shown.mobNo}
          error={errors.mobNo}
        />
      </Fragment>
      <Button type="submit" busy={busy}>
        Save contact details
      </Button>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </Form>
  );
}

/** Password (ChangePassword): the current one, and the new one typed twice. Other sessions end. */
function Password({ state, busy }: { state: Extract<Answer, { form: 'change-password' }> | null; busy: boolean }) {
  useFocusFirstRefused(state, PASSWORD_FIELDS);
  const errors = state?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate aria-labelledby="password-title" className={styles.settingsForm}>
      <h2 id="password-title">Password</h2>
      <p role="alert" className={styles.formError}>
        {state?.formError}
      </p>
      <input type="hidden" name={WHICH_FORM} value={FORMS.password} />
      {/* A changed password empties the fields; a refused one keeps what was typed while the page does. */}
      <Fragment key={state?.sentAt ?? 0}>
        <PasswordField
          id="password-current"
          name="current"
          label="Current password"
          autoComplete="current-password"
          required
          error={errors.current}
        />
        <PasswordField
          id="password-new"
          name="password"
          label="New password"
          autoComplete="new-password"
          required
          hint="At least 8 characters with a lowercase and an uppercase letter, a digit and a special character."
          error={errors.password}
        />
        <PasswordField
          id="password-confirm"
          name="confirm"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
      </Fragment>
      <Button type="submit" busy={busy}>
        Change password
      </Button>
      <p role="status" className={styles.said}>
        {state?.result ?? ''}
      </p>
    </Form>
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
  const answer = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' ? navigation.formData?.get(WHICH_FORM) : null;
  return (
    <div className="page">
      <PageTitle title="Account settings" />
      {/* The forms start from the customer's details: those the server rendered with while the page hydrates. */}
      {isLoggedIn ? (
        <WithFreshCustomerInfo enabled={isLoggedIn}>
          <ContactDetails state={answer?.form === FORMS.contact ? answer : null} busy={sending === FORMS.contact} />
          {/* The forms below the first each hydrate in a pass of their own: a phone's main thread is never held long. */}
          <HydrateApart>
            <ProfilePhoto />
          </HydrateApart>
          <HydrateApart>
            <EmailAndMail />
          </HydrateApart>
          <HydrateApart>
            <Password state={answer?.form === FORMS.password ? answer : null} busy={sending === FORMS.password} />
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
