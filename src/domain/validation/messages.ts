/**
 * Every validation message of the store, in one place. The newsletter form's texts are
 * the store's long-standing ones, kept word for word; the rest are ours: one clear message for each way a field can be wrong.
 */
export const NEWSLETTER = {
  emailRequired: 'Please enter an email id to connect with Bold.',
  emailInvalid: 'Please enter a valid email id to connect with Bold.',
  captchaRequired: 'Please complete the CAPTCHA verification.',
} as const;

export const messages = {
  required: (label: string) => `Enter ${label}.`,
  choose: (label: string) => `Choose ${label}.`,
  email: {
    empty: 'Enter your email address.',
    invalid: 'Enter an email address like name@example.com.',
  },
  password: {
    empty: 'Enter a password.',
    short: 'Use at least 8 characters.',
    lower: 'Add a lowercase letter.',
    upper: 'Add an uppercase letter.',
    digit: 'Add a digit.',
    special: 'Add a special character such as ! # or $.',
    mismatch: 'The two passwords do not match.',
  },
  name: {
    empty: (label: string) => `Enter your ${label}.`,
    innerSpace: (label: string) => `Your ${label} cannot contain spaces.`,
    letters: (label: string) => `Use letters only in your ${label}.`,
  },
  phone: {
    empty: 'Enter your mobile number.',
    digits: 'Use digits only.',
    tooLong: 'Enter no more than 10 digits.',
    tooShort: 'Enter all 10 digits, area code first.',
  },
  zip: 'Enter a 5-digit zip code, or 5 digits, a hyphen and 4 digits.',
  quantity: {
    empty: 'Enter a quantity.',
    invalid: 'Enter a whole number of 1 or more.',
    leadingZero: 'Enter the quantity without a leading zero.',
  },
  number: 'Enter a number greater than 0.',
  shippingName: {
    empty: 'Enter a name for this address.',
    spaces: 'Use no spaces in the address name.',
    start: 'Start the address name with a letter, then use letters or digits.',
  },
  routing: { empty: 'Enter the routing number.', invalid: 'Use digits only, at most 9.' },
  account: { empty: 'Enter the account number.', long: 'Use no more than 50 characters.' },
  check: { empty: 'Enter the check number.', invalid: 'Use digits only.', long: 'Use no more than 15 digits.' },
  taxId: {
    empty: (label: string) => `Enter the ${label}.`,
    invalid: 'Use letters and digits only, with no spaces.',
    long: 'Use no more than 20 characters.',
  },
  state: 'Choose a state.',
  message: 'Write your message.',
} as const;
