import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  composePhone,
  counterOf,
  EMPTY_GET_STARTED,
  errorsOf,
  type GetStartedValues,
  phoneError,
  toRequest,
  visibleErrors,
} from './get-started-rules';

const filled: GetStartedValues = {
  ...EMPTY_GET_STARTED,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.org',
  phone: '11 4123-4567',
  interest: 'eligible-land',
  consent: true,
};

describe('phoneError', () => {
  it.each(['123456', '+1 123 456 7890', '+54-11-4123-4567', '1'.repeat(20)])('accepts %j', (p) =>
    expect(phoneError(p)).toBeUndefined(),
  );
  it.each(['12345', '1'.repeat(21), '+1 (555) 123', '555 CALL NOW', '123.456.789'])(
    'refuses %j as invalid',
    (p) => expect(phoneError(p)).toBe('phoneInvalid'),
  );
  it('asks for a number when there is none', () => {
    expect(phoneError('')).toBe('phone');
    expect(phoneError('   ')).toBe('phone');
  });
});

describe('composePhone', () => {
  it('puts the selected prefix in front of the number', () => {
    expect(composePhone('+54', ' 11 4123-4567 ')).toBe('+54 11 4123-4567');
  });
  it('keeps a number typed with its own international prefix', () => {
    expect(composePhone('+1', '+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
  it('sends the number as typed without a selector, and nothing for nothing', () => {
    expect(composePhone(undefined, '+1 123 456 7890')).toBe('+1 123 456 7890');
    expect(composePhone('+1', '  ')).toBe('');
  });
  it('checks the number with its prefix against the 20-character limit', () => {
    expect(phoneError(composePhone('+1', '1'.repeat(17)))).toBeUndefined();
    expect(phoneError(composePhone('+1', '1'.repeat(18)))).toBe('phoneInvalid');
  });
});

describe('counterOf', () => {
  it('counts characters against the limit', () => {
    expect(counterOf('', 40)).toEqual({ count: 0, max: 40 });
    expect(counterOf('Ranch manager', 40)).toEqual({ count: 13, max: 40 });
    expect(counterOf('m'.repeat(320), 320)).toEqual({ count: 320, max: 320 });
  });
});

describe('errorsOf', () => {
  it('finds every missing field of an empty form', () => {
    expect(errorsOf(EMPTY_GET_STARTED, '+1')).toEqual({
      firstName: 'firstName',
      lastName: 'lastName',
      email: 'email',
      interest: 'interest',
      phone: 'phone',
      consent: 'consent',
    });
  });
  it('finds nothing in a complete form; blanks count as missing', () => {
    expect(errorsOf(filled, '+54')).toEqual({});
    expect(errorsOf({ ...filled, firstName: '  ' }, '+54')).toEqual({ firstName: 'firstName' });
  });
  it('tells an invalid email and phone from missing ones', () => {
    expect(errorsOf({ ...filled, email: 'ana@', phone: '1' }, '+54')).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });
});

describe('canSubmit', () => {
  it('needs first name, last name, email, interest and consent', () => {
    expect(canSubmit(filled, {}, false)).toBe(true);
    for (const change of [
      { firstName: '' },
      { lastName: '' },
      { email: '' },
      { interest: '' as const },
      { consent: false },
    ]) {
      expect(canSubmit({ ...filled, ...change }, {}, false)).toBe(false);
    }
  });
  it('stays enabled with an unvisited empty phone: submitting then shows what is missing', () => {
    expect(canSubmit({ ...filled, phone: '' }, {}, false)).toBe(true);
  });
  it('is disabled while an error shows or while submitting', () => {
    expect(canSubmit(filled, { phone: 'phoneInvalid' }, false)).toBe(false);
    expect(canSubmit(filled, {}, true)).toBe(false);
  });
});

describe('visibleErrors', () => {
  it('shows only the errors of visited fields', () => {
    const errors = errorsOf(EMPTY_GET_STARTED, '+1');
    expect(visibleErrors(errors, new Set(['phone']))).toEqual({ phone: 'phone' });
  });
});

describe('toRequest', () => {
  it('builds the body of POST /api/get-started', () => {
    const body = toRequest(
      { ...filled, email: ' ana@example.org ', jobTitle: ' Owner ' },
      '+54',
      'https://x/#get-started',
    );
    expect(body).toEqual({
      firstName: 'Ana',
      lastName: 'García',
      company: '',
      title: 'Owner',
      interest: 'eligible-land',
      email: 'ana@example.org',
      phone: '+54 11 4123-4567',
      message: '',
      location: 'https://x/#get-started',
    });
  });
});

describe('the ranch location', () => {
  const shape = {
    fileName: 'ranch.zip',
    areaHa: 88.2,
    geojson: { type: 'FeatureCollection', features: [] },
  };

  it('is required only for a preliminary analysis, with the spec’s message key', () => {
    expect(errorsOf(filled, '+54').shape).toBeUndefined();
    expect(errorsOf(filled, '+54', true).shape).toBe('shape');
    expect(errorsOf({ ...filled, shape }, '+54', true).shape).toBeUndefined();
  });

  it('travels with the request as its file name and GeoJSON, without the shown area', () => {
    expect(toRequest(filled, '+54', 'https://x/').shape).toBeUndefined();
    expect(toRequest({ ...filled, shape }, '+54', 'https://x/').shape).toEqual({
      fileName: 'ranch.zip',
      geojson: { type: 'FeatureCollection', features: [] },
    });
  });
});
