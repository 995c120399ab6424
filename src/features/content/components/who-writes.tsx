import { TextField } from '@/ui/form/text-field';

type WhoField = 'firstName' | 'lastName' | 'emailId';

/** The ids of the who-writes fields of the form whose ids start with `prefix`, for its error summary's links. */
export const whoIds = (prefix: string): Record<WhoField, string> => ({
  firstName: `${prefix}-first-name`,
  lastName: `${prefix}-last-name`,
  emailId: `${prefix}-email`,
});

/**
 * Who writes (first name, last name, email), as the store's forms that need no account ask it: named for
 * the form's action, with what was typed and each field's message from its last answer.
 */
export function WhoWrites({
  prefix,
  typed,
  errors,
}: {
  prefix: string;
  typed: Partial<Record<WhoField, string>>;
  errors: Partial<Record<string, string>>;
}) {
  const ids = whoIds(prefix);
  return (
    <>
      <TextField
        id={ids.firstName}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        defaultValue={typed.firstName}
        error={errors.firstName}
      />
      <TextField
        id={ids.lastName}
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
        defaultValue={typed.lastName}
        error={errors.lastName}
      />
      <TextField
        id={ids.emailId}
        name="emailId"
        label="Email address"
        type="email"
        autoComplete="email"
        required
        defaultValue={typed.emailId}
        error={errors.emailId}
      />
    </>
  );
}
