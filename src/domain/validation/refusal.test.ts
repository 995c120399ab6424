import { fieldLabel, refusalMessage } from './refusal';

describe('a refusal in a person’s words', () => {
  it('names a field as a person says it, from the last part of its path', () => {
    expect(fieldLabel('quantity')).toBe('Quantity');
    expect(fieldLabel('lines[0].quantity')).toBe('Quantity');
    expect(fieldLabel('productId')).toBe('Product ID');
    expect(fieldLabel('emailId')).toBe('Email address');
    expect(fieldLabel('feedBackText')).toBe('Message');
    expect(fieldLabel('customerId')).toBe('Customer ID');
    expect(fieldLabel('zip')).toBe('ZIP code');
    expect(fieldLabel('shoppingCartProductsRequest[0]')).toBe('Shopping cart products request');
    expect(fieldLabel('ExcludeProductId')).toBe('Exclude product ID');
    expect(fieldLabel('')).toBe('The request');
  });

  it('tells a missing field from an empty one and from one of the wrong kind', () => {
    const wrongType = { code: 'invalid_type', expected: 'number' };
    expect(refusalMessage('Quantity', wrongType, undefined)).toBe('Quantity is required.');
    expect(refusalMessage('Quantity', wrongType, null)).toBe('Quantity cannot be empty.');
    expect(refusalMessage('Quantity', wrongType, 'abc')).toBe('Quantity must be a number.');
    expect(refusalMessage('Quantity', { code: 'invalid_type', expected: 'int' }, 1.5)).toBe('Quantity must be a whole number.');
  });

  it('says the limit, at the boundary words: at least and at most, more than and less than', () => {
    expect(refusalMessage('Quantity', { code: 'too_small', origin: 'number', minimum: 1, inclusive: true }, 0)).toBe(
      'Quantity must be at least 1.',
    );
    expect(refusalMessage('Quantity', { code: 'too_big', origin: 'number', maximum: 10, inclusive: true }, 11)).toBe(
      'Quantity must be at most 10.',
    );
    expect(refusalMessage('Price', { code: 'too_small', origin: 'number', minimum: 0, inclusive: false }, 0)).toBe(
      'Price must be more than 0.',
    );
    expect(refusalMessage('Price', { code: 'too_big', origin: 'number', maximum: 5, inclusive: false }, 5)).toBe(
      'Price must be less than 5.',
    );
    expect(refusalMessage('Name', { code: 'too_big', origin: 'string', maximum: 50 }, 'x'.repeat(51))).toBe(
      'Name must be at most 50 characters.',
    );
    expect(refusalMessage('Name', { code: 'too_small', origin: 'string', minimum: 1 }, '')).toBe('Name cannot be empty.');
    expect(refusalMessage('Password', { code: 'too_small', origin: 'string', minimum: 8 }, 'short')).toBe(
      'Password must be at least 8 characters.',
    );
    expect(refusalMessage('Lines', { code: 'too_small', origin: 'array', minimum: 1 }, [])).toBe('Lines must have at least 1 item.');
    expect(refusalMessage('Lines', { code: 'too_big', origin: 'array', maximum: 200 }, [])).toBe('Lines must have at most 200 items.');
  });

  it('says what form a value takes, and which values a choice allows', () => {
    expect(refusalMessage('Email', { code: 'invalid_format', format: 'email' }, 'x')).toBe(
      'Email must be an e-mail address like name@example.com.',
    );
    expect(refusalMessage('ZIP code', { code: 'invalid_format', format: 'regex', pattern: '^\\d{5}(-\\d{4})?$' }, 'abc')).toBe(
      'ZIP code must be 5 digits, or 5 digits, a hyphen and 4 digits.',
    );
    expect(refusalMessage('Code', { code: 'invalid_format', format: 'regex', pattern: '^[A-Z]+$' }, 'abc')).toBe(
      'Code is not written the way it should be.',
    );
    expect(refusalMessage('Stock source', { code: 'invalid_value', values: ['Instock', 'Backorder', 'Presale'] }, 'x')).toBe(
      'Stock source must be one of Instock, Backorder or Presale.',
    );
    expect(refusalMessage('Status', { code: 'invalid_value', values: ['Approved'] }, 'x')).toBe('Status must be Approved.');
  });

  it('splits a name at its capitals, underscores and hyphens, and knows an index of any length', () => {
    expect(fieldLabel('URLPath')).toBe('URL path');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('sell-request')).toBe('Sell request');
    expect(fieldLabel('order.lines[12]')).toBe('Lines');
    expect(fieldLabel('grid[0][1]')).toBe('Grid');
    expect(fieldLabel('first__name')).toBe('First name');
    expect(fieldLabel('_sku-_list_')).toBe('SKU list');
    expect(fieldLabel('a.b.skuList')).toBe('SKU list');
  });

  it('says a kind it has no word for as another kind, never a blank', () => {
    expect(refusalMessage('Amount', { code: 'invalid_type', expected: 'bigint' }, 'x')).toBe('Amount must be of another kind.');
    expect(refusalMessage('Amount', { code: 'invalid_type' }, 'x')).toBe('Amount must be of another kind.');
    expect(refusalMessage('Agreed', { code: 'invalid_type', expected: 'boolean' }, 'x')).toBe('Agreed must be true or false.');
  });

  it('says one of a thing in the singular, a set as a list', () => {
    expect(refusalMessage('Initial', { code: 'too_big', origin: 'string', maximum: 1 }, 'ab')).toBe('Initial must be at most 1 character.');
    expect(refusalMessage('Lines', { code: 'too_big', origin: 'array', maximum: 1 }, [1, 2])).toBe('Lines must have at most 1 item.');
    expect(refusalMessage('Mints', { code: 'too_small', origin: 'set', minimum: 2 }, new Set())).toBe('Mints must have at least 2 items.');
    expect(refusalMessage('Mints', { code: 'too_big', origin: 'set', maximum: 3 }, new Set())).toBe('Mints must have at most 3 items.');
    expect(refusalMessage('PIN', { code: 'too_small', origin: 'string', minimum: 2 }, 'x')).toBe('PIN must be at least 2 characters.');
  });

  it('says the form a date or a web address takes', () => {
    expect(refusalMessage('From', { code: 'invalid_format', format: 'date' }, 'x')).toBe('From must be a date like 2026-11-25.');
    expect(refusalMessage('Sent at', { code: 'invalid_format', format: 'datetime' }, 'x')).toBe('Sent at must be a date like 2026-11-25.');
    expect(refusalMessage('Site', { code: 'invalid_format', format: 'url' }, 'x')).toBe('Site must be a web address.');
  });

  it('lists the values of a choice from two to eight, and past eight (or none known) says it is not one of them', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i + 1}`);
    expect(refusalMessage('Mint', { code: 'invalid_enum_value', values: values(2) }, 'x')).toBe('Mint must be one of v1 or v2.');
    expect(refusalMessage('Mint', { code: 'invalid_value', values: values(8) }, 'x')).toBe(
      'Mint must be one of v1, v2, v3, v4, v5, v6, v7 or v8.',
    );
    expect(refusalMessage('Mint', { code: 'invalid_value', values: values(9) }, 'x')).toBe('Mint is not one of the values it can take.');
    expect(refusalMessage('Mint', { code: 'invalid_value' }, 'x')).toBe('Mint is not one of the values it can take.');
  });

  it('says a fraction where a whole number belongs, and anything else as not valid', () => {
    expect(refusalMessage('Quantity', { code: 'not_multiple_of' }, 1.5)).toBe('Quantity must be a whole number.');
    expect(refusalMessage('Quantity', { code: 'custom' }, 1)).toBe('Quantity is not valid.');
  });

  it('never says what the schema library says', () => {
    for (const code of ['invalid_type', 'too_small', 'too_big', 'invalid_format', 'invalid_value', 'invalid_union', 'custom']) {
      expect(refusalMessage('Field', { code }, 'x')).not.toMatch(/expected|received|invalid input/i);
    }
  });
});
