import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  isAllowedUpload,
  isDevHost,
  isOrganizationNameTooShort,
  isValidEmail,
  isValidPhone,
  isValidZip,
  normalizeOrganizationName,
  onlyDigits,
  phoneToNumber,
  stripUrlScheme,
} from './rules.ts';

describe('isValidEmail', () => {
  it.each(['', 'a@b.co', 'first.last+tag@sub.example.org', 'ANA@EXAMPLE.COM'])('accepts %j', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['a', 'a@b', 'a@b.c', 'a@b.c1', 'a b@c.com', '@example.com', 'a@.com', 'a@example..com', 'a@@b.com'])(
    'refuses %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('phone', () => {
  it('keeps digits only', () => {
    expect(phoneToNumber('(503) 555-0142')).toBe(5035550142);
    expect(phoneToNumber('')).toBe(0);
  });
  it('needs ten digits whose first is 1-9; 0 means empty', () => {
    expect(isValidPhone(5035550142)).toBe(true);
    expect(isValidPhone(0)).toBe(true);
    expect(isValidPhone(503555014)).toBe(false);
    expect(isValidPhone(50355501420)).toBe(false);
  });
  it('formats as (###) ###-####', () => {
    expect(formatPhone(5035550142)).toBe('(503) 555-0142');
    expect(formatPhone(0)).toBe('');
  });
});

describe('zip', () => {
  it('keeps digits only and needs five', () => {
    expect(onlyDigits('97 2-01a')).toBe('97201');
    expect(isValidZip('97201')).toBe(true);
    expect(isValidZip('9720')).toBe(false);
    expect(isValidZip('972011')).toBe(false);
  });
});

describe('organization name', () => {
  it('is too short below 3 characters', () => {
    expect(isOrganizationNameTooShort('ab')).toBe(true);
    expect(isOrganizationNameTooShort(' ab ')).toBe(true);
    expect(isOrganizationNameTooShort('abc')).toBe(false);
  });
  it.each([
    ['Smith & Sons, LLC', 'smith and sons'],
    ['SMITH AND SONS INC.', 'smith and sons'],
    ['Smith and Sons L.L.C.', 'smith and sons'],
    ['  Smith   and-Sons Co ', 'smith and sons'],
    ['The Bridge Company', 'bridge'],
    ['Café Ñandú Corp', 'cafe nandu'],
    ['Co', 'co'],
  ])('normalizes %j to %j', (name, normalized) => {
    expect(normalizeOrganizationName(name)).toBe(normalized);
  });
});

describe('uploads', () => {
  it.each(['a.pdf', 'b.JPG', 'c.tar.xlsx', 'd.Mp4', 'e.tiff', 'f.asx'])('allows %j', (name) => {
    expect(isAllowedUpload(name)).toBe(true);
  });
  it.each(['a.exe', 'b.docx', 'c', 'd.pdf.exe', '.pdf.', 'e.svg', 'f.html'])('refuses %j', (name) => {
    expect(isAllowedUpload(name)).toBe(false);
  });
});

describe('other rules', () => {
  it('drops a pasted URL scheme from the website', () => {
    expect(stripUrlScheme('https://example.com/a')).toBe('example.com/a');
    expect(stripUrlScheme('example.com')).toBe('example.com');
  });
  it('counts a host as dev when it contains localhost or dev', () => {
    expect(isDevHost('localhost')).toBe(true);
    expect(isDevHost('vendors.dev.example.gov')).toBe(true);
    expect(isDevHost('vendors.example.gov')).toBe(false);
  });
});
