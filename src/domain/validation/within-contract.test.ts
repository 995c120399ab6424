import { z } from 'zod';
import { withinContract } from './within-contract';

// A contract body as orval writes it, and a form that checks less than the contract does.
const contract = z.object({
  firstName: z.string().max(50),
  zip: z.string().regex(/^\d{5}(-\d{4})?$/),
  note: z.string().max(10).nullish(),
  quantity: z.number().int().max(500).optional(),
  customerId: z.number(),
});
const form = z.object({ firstName: z.string().min(1, 'Enter your first name.'), zip: z.string(), quantity: z.number().optional() });
const schema = withinContract(form, contract, { firstName: 'First name' });

const errorsOf = (value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a form held to the contract’s own limits', () => {
  it('takes the contract’s maximum at its boundary and refuses one past it, in words', () => {
    expect(errorsOf({ firstName: 'A'.repeat(50), zip: '94105' })).toEqual({});
    expect(errorsOf({ firstName: 'A'.repeat(51), zip: '94105' })).toEqual({ firstName: 'First name must be at most 50 characters.' });
    expect(errorsOf({ firstName: 'A'.repeat(5000), zip: '94105' })).toEqual({ firstName: 'First name must be at most 50 characters.' });
  });

  it('refuses what breaks the contract’s pattern; the form’s own message comes first', () => {
    expect(errorsOf({ firstName: 'Ada', zip: 'abc' })).toEqual({ zip: 'ZIP code must be 5 digits, or 5 digits, a hyphen and 4 digits.' });
    expect(errorsOf({ firstName: '', zip: '94105' })).toEqual({ firstName: 'Enter your first name.' });
  });

  it('judges text as it is sent, trimmed, and leaves alone the contract’s fields the form does not have', () => {
    expect(errorsOf({ firstName: `  ${'A'.repeat(50)}  `, zip: '94105' })).toEqual({});
  });

  it('holds a number to the contract as it is, and a field the form does not send is not the form’s to refuse', () => {
    expect(errorsOf({ firstName: 'Ada', zip: '94105', quantity: 500 })).toEqual({});
    expect(errorsOf({ firstName: 'Ada', zip: '94105', quantity: 501 })).toEqual({ quantity: 'Quantity must be at most 500.' });
    // customerId is required by the contract, and the form has no such field: the page adds it when it sends.
    expect(errorsOf({ firstName: 'Ada', zip: '94105' })).toEqual({});
  });

  it('holds each row of a list to the contract’s row, on the row’s own field, the row’s text kinds left to the form', () => {
    const rows = withinContract(
      z.object({ items: z.array(z.object({ description: z.string(), quantity: z.string() })) }),
      z.object({ items: z.array(z.object({ description: z.string().max(200), quantity: z.number().min(1) })).min(1) }),
      { description: 'What you are selling' },
    );
    const errors = (descriptions: string[]) => {
      const r = rows.safeParse({ items: descriptions.map((description) => ({ description, quantity: '2' })) });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(errors(['a'.repeat(200), 'Buffalo'])).toEqual({});
    expect(errors(['Buffalo', 'a'.repeat(201)])).toEqual({ 'items.1.description': 'What you are selling must be at most 200 characters.' });
  });

  it('refuses a value of another kind than the contract’s, and a list where the contract has none or a value where it has a list', () => {
    const loose = withinContract(
      z.object({ quantity: z.unknown(), tags: z.unknown(), items: z.unknown() }),
      z.object({ quantity: z.number(), tags: z.string().max(5), items: z.array(z.object({ description: z.string().max(200) })) }),
    );
    const r = loose.safeParse({ quantity: '12', tags: ['gold'], items: 'coins' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.code, i.message])).toEqual([
      ['quantity', 'custom', 'Quantity must be a number.'],
      ['tags', 'custom', 'Tags must be text.'],
      ['items', 'custom', 'Items must be a list.'],
    ]);
  });

  it('holds only the rows that are objects: a row that is text or null is the form’s to refuse', () => {
    const rows = withinContract(
      z.object({ items: z.array(z.unknown()) }),
      z.object({ items: z.array(z.object({ description: z.string().max(200) })) }),
    );
    const r = rows.safeParse({ items: ['Buffalo', null, { description: 'a'.repeat(201) }] });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['items.2.description']);
  });
});
