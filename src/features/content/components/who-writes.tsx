import { TextField } from '@/ui/form/text-field';

type WhoField = 'firstName' | 'lastName' | 'emailId';

/** The ids of the who-writes fields of the form whose ids start with `prefix`, for its error summary's links. */
export const whoIds = (prefix: string): Record<WhoField, string> => ({
  firstName: `${prefix}-first-name`,
  lastName: `${prefix}-last-name`,
  emailId: `${prefix}-email`,
});

/** The three fields, as every such form asks them. */
const WHO = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: undefined },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: undefined },
  { name: 'emailId', label: 'Email address', autoComplete: 'email', type: 'email' },
] as const satisfies readonly { name: WhoField; label: string; autoComplete: string; type: 'email' | undefined }[];

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
  return WHO.map((field) => (
    <TextField
      key={field.name}
      id={ids[field.name]}
      name={field.name}
      label={field.label}
      type={field.type}
      autoComplete={field.autoComplete}
      required
      defaultValue={typed[field.name]}
      error={errors[field.name]}
    />
  ));
}
