/**
 * What a refused request says about the field it refuses, in a person's words ("Quantity must be at
 * least 1."), never the schema library's ("Invalid input: expected number, received undefined"). The
 * mock API says it for every request that breaks the contract; the drift checker and the store can too.
 * It reads only the plain facts of a schema issue, so it does not depend on the schema library.
 */
export interface SchemaIssue {
  code: string;
  /** invalid_type: the type the field should have. */
  expected?: string;
  /** too_small / too_big: what is measured (a number, a text's length, a list's length…). */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  /** invalid_format: email, regex, date… and for a regex, its pattern. */
  format?: string;
  pattern?: string;
  /** invalid_value: the values allowed. */
  values?: readonly unknown[];
}

/** Words that are not written as their parts: ids, ZIP codes, URLs. */
const ACRONYMS: Record<string, string> = {
  id: 'ID',
  ids: 'IDs',
  zip: 'ZIP',
  url: 'URL',
  kw: 'keyword',
  sku: 'SKU',
  ira: 'IRA',
  otp: 'one-time code',
};

/** Fields whose contract names (the API's own, misspellings kept) are not what a person calls them. */
const NAMED: Record<string, string> = {
  feedBackText: 'Message',
  feedBackType: 'Message type',
  mobNo: 'Mobile number',
  emailId: 'Email address',
  email: 'Email address',
  boldUserName: 'User name',
  line1: 'Address line 1',
  line2: 'Address line 2',
  zip: 'ZIP code',
};

/**
 * A field's name as a person says it: the last part of its path, its words split and the first
 * capitalised (productId → Product ID, zipCode → ZIP code, lines[0].quantity → Quantity).
 */
export function fieldLabel(path: string): string {
  const last = path.slice(path.lastIndexOf('.') + 1).replace(/\[\d+\]/g, '');
  const named = NAMED[last];
  if (named) return named;
  // Split where a word starts (skuList, URLPath) and at _ and -; the empty pieces between two separators go.
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  if (words.length === 0) return 'The request';
  const said = words.join(' ');
  return said.charAt(0).toUpperCase() + said.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

const count = (n: number | bigint, one: string, many: string) => `${String(n)} ${Number(n) === 1 ? one : many}`;

/** What is wrong with the field, as a sentence that starts with its label and ends with a full stop. */
export function refusalMessage(label: string, problem: SchemaIssue, value: unknown): string {
  switch (problem.code) {
    case 'invalid_type':
      if (value === undefined) return `${label} is required.`;
      if (value === null) return `${label} cannot be empty.`;
      return `${label} must be ${TYPE_WORDS[String(problem.expected)] ?? 'of another kind'}.`;
    case 'too_small': {
      const min = problem.minimum ?? 0;
      if (problem.origin === 'string')
        return Number(min) <= 1 ? `${label} cannot be empty.` : `${label} must be at least ${String(min)} characters.`;
      if (problem.origin === 'array' || problem.origin === 'set') return `${label} must have at least ${count(min, 'item', 'items')}.`;
      return problem.inclusive === false ? `${label} must be more than ${String(min)}.` : `${label} must be at least ${String(min)}.`;
    }
    case 'too_big': {
      const max = problem.maximum ?? 0;
      if (problem.origin === 'string') return `${label} must be at most ${count(max, 'character', 'characters')}.`;
      if (problem.origin === 'array' || problem.origin === 'set') return `${label} must have at most ${count(max, 'item', 'items')}.`;
      return problem.inclusive === false ? `${label} must be less than ${String(max)}.` : `${label} must be at most ${String(max)}.`;
    }
    case 'invalid_format':
      if (problem.format === 'email') return `${label} must be an e-mail address like name@example.com.`;
      if (problem.format === 'date' || problem.format === 'datetime') return `${label} must be a date like 2026-11-25.`;
      if (problem.format === 'url') return `${label} must be a web address.`;
      if (problem.pattern && /\\d\{5\}/.test(problem.pattern)) return `${label} must be 5 digits, or 5 digits, a hyphen and 4 digits.`;
      return `${label} is not written the way it should be.`;
    case 'invalid_value':
    case 'invalid_enum_value': {
      const values = (problem.values ?? []).map(String);
      if (values.length === 0 || values.length > 8) return `${label} is not one of the values it can take.`;
      if (values.length === 1) return `${label} must be ${values[0]}.`;
      return `${label} must be one of ${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}.`;
    }
    case 'not_multiple_of':
      return `${label} must be a whole number.`;
    default:
      return `${label} is not valid.`;
  }
}
