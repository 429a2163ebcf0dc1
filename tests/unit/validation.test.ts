import { describe, expect, it } from 'vitest';
import type { OrderDetails, WholesaleApplication } from '../../src/lib/apiTypes';
import {
  validateCheckout,
  validateOrderDetails,
  type CheckoutValues,
} from '../../src/lib/forms/checkout';
import { validateWholesale, wholesaleStates } from '../../src/lib/forms/wholesale';
import {
  formatCardNumberInput,
  formatExpiryInput,
  luhnValid,
  maxLength,
  validateCardNumber,
  validateCvv,
  validateEmail,
  validateExpiry,
  validateZip,
} from '../../src/lib/validation';
import { usStates } from '../../src/lib/usStates';

/** 15 March 2026, mid-month, local time. */
const now = new Date(2026, 2, 15);

const validCheckout: CheckoutValues = {
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  nameOnCard: 'Jane Doe',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '08/29',
  cvv: '123',
  legalAccepted: true,
};

const validOrder: OrderDetails = {
  email: 'jane@example.com',
  shipping: {
    firstName: 'Jane',
    lastName: 'Doe',
    address: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94105',
  },
  nameOnCard: 'Jane Doe',
  cardLast4: '4242',
};

const validWholesale: WholesaleApplication = {
  name: 'Sam Lee',
  email: 'sam@greenleaf.shop',
  storeName: 'Green Leaf Goods',
  state: 'Colorado',
  message: '',
};

describe('validateEmail', () => {
  it.each([
    'name@example.com',
    'first.last+tag@sub.example.co.uk',
    '  padded@example.org  ',
    'a@b.io',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it('asks for an address when blank or whitespace', () => {
    expect(validateEmail('')).toBe('Enter your email address');
    expect(validateEmail('   ')).toBe('Enter your email address');
  });

  it.each([
    'plainaddress',
    'name@',
    '@example.com',
    'name@example',
    'name@@example.com',
    'na me@example.com',
    'name@example.c',
    'name@.com',
  ])('rejects %s with an example of the right shape', (email) => {
    expect(validateEmail(email)).toBe('Enter a valid email address, like name@example.com');
  });

  it('rejects an address longer than the cap', () => {
    const local = 'a'.repeat(maxLength.email);
    expect(validateEmail(`${local}@example.com`)).toBe(
      'Enter a valid email address, like name@example.com',
    );
  });
});

describe('validateZip', () => {
  it('accepts 5 digits and ZIP+4', () => {
    expect(validateZip('12345')).toBeUndefined();
    expect(validateZip('12345-6789')).toBeUndefined();
  });

  it('asks for a ZIP when blank', () => {
    expect(validateZip('')).toBe('Enter your ZIP code');
  });

  it.each(['1234', '123456', 'abcde', '12345-678', '12345 6789', '1234a'])('rejects %s', (zip) => {
    expect(validateZip(zip)).toMatch(/^Enter a 5-digit ZIP code/);
  });
});

describe('luhnValid', () => {
  it('accepts the standard test card', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('rejects a one-digit change', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('rejects anything that is not only digits', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });
});

describe('validateCardNumber', () => {
  it('accepts digits with or without spaces', () => {
    expect(validateCardNumber('4242 4242 4242 4242')).toBeUndefined();
    expect(validateCardNumber('4242424242424242')).toBeUndefined();
  });

  it('asks for a number when blank', () => {
    expect(validateCardNumber('')).toBe('Enter your card number');
    expect(validateCardNumber('   ')).toBe('Enter your card number');
  });

  it('rejects a failed checksum', () => {
    expect(validateCardNumber('4242 4242 4242 4241')).toBe('Card number is not valid');
  });

  it('rejects fewer than 13 or more than 19 digits even if the checksum passes', () => {
    // '0' strings pass Luhn, so only the length rule can reject them.
    expect(validateCardNumber('0'.repeat(12))).toBe('Card number is not valid');
    expect(validateCardNumber('0'.repeat(13))).toBeUndefined();
    expect(validateCardNumber('0'.repeat(19))).toBeUndefined();
    expect(validateCardNumber('0'.repeat(20))).toBe('Card number is not valid');
  });

  it('rejects letters and other symbols', () => {
    expect(validateCardNumber('4242 4242 4242 424x')).toBe('Card number is not valid');
    expect(validateCardNumber('4242.4242.4242.4242')).toBe('Card number is not valid');
  });
});

describe('validateExpiry', () => {
  it('accepts the current month (valid through its last day)', () => {
    expect(validateExpiry('03/26', now)).toBeUndefined();
    expect(validateExpiry('03/26', new Date(2026, 2, 31, 23, 59))).toBeUndefined();
  });

  it('accepts a future month and year', () => {
    expect(validateExpiry('04/26', now)).toBeUndefined();
    expect(validateExpiry('01/27', now)).toBeUndefined();
    expect(validateExpiry('12/99', now)).toBeUndefined();
  });

  it('rejects last month and last year', () => {
    expect(validateExpiry('02/26', now)).toBe('Expiry date is in the past');
    expect(validateExpiry('12/25', now)).toBe('Expiry date is in the past');
  });

  it('rejects a month outside 01-12', () => {
    expect(validateExpiry('13/30', now)).toBe('Enter a month from 01 to 12');
    expect(validateExpiry('00/30', now)).toBe('Enter a month from 01 to 12');
  });

  it('asks for the date when blank, and for MM/YY when the shape is wrong', () => {
    expect(validateExpiry('', now)).toBe('Enter the expiry date (MM/YY)');
    for (const bad of ['1/30', '0130', '01/2030', 'ab/cd', '01-30', '01/3']) {
      expect(validateExpiry(bad, now)).toBe('Enter the expiry date as MM/YY, like 08/29');
    }
  });

  it('defaults to today', () => {
    const today = new Date();
    const mm = String(today.getMonth() + 1).padStart(2, '0');
    const yy = String(today.getFullYear() % 100).padStart(2, '0');
    expect(validateExpiry(`${mm}/${yy}`)).toBeUndefined();
    expect(
      validateExpiry(`${mm}/${String((today.getFullYear() - 1) % 100).padStart(2, '0')}`),
    ).toBe('Expiry date is in the past');
  });
});

describe('validateCvv', () => {
  it('accepts 3 or 4 digits', () => {
    expect(validateCvv('123')).toBeUndefined();
    expect(validateCvv('1234')).toBeUndefined();
  });

  it('asks for it when blank', () => {
    expect(validateCvv('')).toBe('Enter the security code (CVV)');
  });

  it.each(['12', '12345', '12a', 'abc'])('rejects %s', (cvv) => {
    expect(validateCvv(cvv)).toBe('Security code must be 3 or 4 digits');
  });
});

describe('usStates', () => {
  it('lists the 50 states and DC, each code once', () => {
    expect(usStates).toHaveLength(51);
    expect(new Set(usStates.map((s) => s.code)).size).toBe(51);
    expect(usStates).toContainEqual({ code: 'CA', name: 'California' });
    expect(usStates).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    for (const state of usStates) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('validateCheckout', () => {
  it('passes a complete, valid form', () => {
    expect(validateCheckout(validCheckout, now)).toEqual({});
  });

  it('names every field of an empty form, with the legal message', () => {
    const empty: CheckoutValues = {
      email: '',
      firstName: '',
      lastName: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      nameOnCard: '',
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      legalAccepted: false,
    };
    expect(validateCheckout(empty, now)).toEqual({
      email: 'Enter your email address',
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      address: 'Enter your street address',
      city: 'Enter your city',
      state: 'Select your state',
      zipCode: 'Enter your ZIP code',
      nameOnCard: 'Enter the name as it appears on the card',
      cardNumber: 'Enter your card number',
      expiryDate: 'Enter the expiry date (MM/YY)',
      cvv: 'Enter the security code (CVV)',
      legalAccepted: 'Please confirm you understand and accept the legal disclaimer.',
    });
  });

  it('lists errors in the order the fields appear', () => {
    const errors = validateCheckout({ ...validCheckout, cvv: '', email: '', city: '' }, now);
    expect(Object.keys(errors)).toEqual(['email', 'city', 'cvv']);
  });

  it('treats whitespace-only text as empty', () => {
    expect(validateCheckout({ ...validCheckout, firstName: '   ' }, now)).toEqual({
      firstName: 'Enter your first name',
    });
  });

  it('rejects a state that is not a U.S. state code', () => {
    expect(validateCheckout({ ...validCheckout, state: 'XX' }, now).state).toBe(
      'Select a U.S. state from the list',
    );
    expect(validateCheckout({ ...validCheckout, state: 'California' }, now).state).toBeDefined();
  });

  it('caps field lengths', () => {
    expect(
      validateCheckout({ ...validCheckout, firstName: 'a'.repeat(maxLength.name) }, now),
    ).toEqual({});
    expect(
      validateCheckout({ ...validCheckout, firstName: 'a'.repeat(maxLength.name + 1) }, now)
        .firstName,
    ).toBe('First name must be 100 characters or fewer');
    expect(
      validateCheckout({ ...validCheckout, address: 'a'.repeat(maxLength.address + 1) }, now)
        .address,
    ).toBe('Address must be 200 characters or fewer');
  });

  it('treats script-like text as plain text', () => {
    const script = '<script>alert(1)</script>';
    expect(
      validateCheckout(
        { ...validCheckout, firstName: script, city: script, nameOnCard: script },
        now,
      ),
    ).toEqual({});
    expect(validateCheckout({ ...validCheckout, email: script }, now).email).toBe(
      'Enter a valid email address, like name@example.com',
    );
  });

  it('reports each bad payment field', () => {
    const errors = validateCheckout(
      { ...validCheckout, cardNumber: '4242 4242 4242 4241', expiryDate: '02/26', cvv: '12' },
      now,
    );
    expect(errors).toEqual({
      cardNumber: 'Card number is not valid',
      expiryDate: 'Expiry date is in the past',
      cvv: 'Security code must be 3 or 4 digits',
    });
  });
});

describe('validateOrderDetails', () => {
  it('passes a valid order', () => {
    expect(validateOrderDetails(validOrder)).toEqual({});
  });

  it('checks email and every shipping field', () => {
    const errors = validateOrderDetails({
      ...validOrder,
      email: 'nope',
      shipping: {
        firstName: '',
        lastName: '',
        address: '',
        city: '',
        state: 'ZZ',
        zipCode: '1234',
      },
    });
    expect(Object.keys(errors)).toEqual([
      'email',
      'firstName',
      'lastName',
      'address',
      'city',
      'state',
      'zipCode',
    ]);
  });

  it('requires a name on card and exactly 4 last digits', () => {
    expect(validateOrderDetails({ ...validOrder, nameOnCard: ' ' }).nameOnCard).toBeDefined();
    for (const last4 of ['', '424', '42424', 'abcd']) {
      expect(validateOrderDetails({ ...validOrder, cardLast4: last4 })).toEqual({
        cardNumber: 'Card number is not valid',
      });
    }
  });
});

describe('validateWholesale', () => {
  it('passes a valid application, message optional', () => {
    expect(validateWholesale(validWholesale)).toEqual({});
    expect(validateWholesale({ ...validWholesale, message: 'Interested in pre-rolls.' })).toEqual(
      {},
    );
  });

  it('requires name, email, store name and state', () => {
    expect(
      validateWholesale({ name: '', email: '', storeName: '', state: '', message: '' }),
    ).toEqual({
      name: 'Enter your name',
      email: 'Enter your email address',
      storeName: 'Enter your store name',
      state: 'Select a state',
    });
  });

  it('checks the email format', () => {
    expect(validateWholesale({ ...validWholesale, email: 'sam@' }).email).toBe(
      'Enter a valid email address, like name@example.com',
    );
  });

  it('accepts every listed state and nothing else', () => {
    for (const state of wholesaleStates) {
      expect(validateWholesale({ ...validWholesale, state })).toEqual({});
    }
    const unknown = { ...validWholesale, state: 'Texas' } as unknown as WholesaleApplication;
    expect(validateWholesale(unknown).state).toBe('Select a state from the list');
  });

  it('caps the message at 2000 characters', () => {
    expect(validateWholesale({ ...validWholesale, message: 'a'.repeat(2000) })).toEqual({});
    expect(validateWholesale({ ...validWholesale, message: 'a'.repeat(2001) }).message).toBe(
      'Message must be 2000 characters or fewer',
    );
  });

  it('caps the store name', () => {
    expect(validateWholesale({ ...validWholesale, storeName: 'a'.repeat(201) }).storeName).toBe(
      'Store name must be 200 characters or fewer',
    );
  });
});

describe('formatExpiryInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12/'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12345', '12/34'],
    ['12/34', '12/34'],
    ['1a2b/3c4', '12/34'],
  ])('%j -> %j', (raw, formatted) => {
    expect(formatExpiryInput(raw)).toBe(formatted);
  });
});

describe('formatCardNumberInput', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 abc 4242', '4242 4242 4242'],
    ['1'.repeat(25), '1111 1111 1111 1111 111'],
  ])('%j -> %j', (raw, formatted) => {
    expect(formatCardNumberInput(raw)).toBe(formatted);
  });
});
