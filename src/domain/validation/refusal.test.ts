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

  it('never says what the schema library says', () => {
    for (const code of ['invalid_type', 'too_small', 'too_big', 'invalid_format', 'invalid_value', 'invalid_union', 'custom']) {
      expect(refusalMessage('Field', { code }, 'x')).not.toMatch(/expected|received|invalid input/i);
    }
  });
});
