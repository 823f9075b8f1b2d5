import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { type VendorRegistrationInput, validateRegistration, vendorRegistrationSchema } from './vendor.ts';

const valid = (): VendorRegistrationInput => ({
  Business: {
    BusinessName: 'Columbia Steel Works',
    Description: 'Structural steel fabrication',
    BusinessClassification: 2,
    Email: 'office@columbiasteel.example',
    PhoneNumber: 5035550142,
    Address: { StreetAddress: '100 River Rd', City: 'Portland', Zip: '97201', StateId: 38 },
  },
  PrimaryContact: [{ Email: 'ana@columbiasteel.example', FirstName: 'Ana', LastName: 'Reyes' }],
  Captcha: 'answer',
});

const check = (change: (registration: VendorRegistrationInput) => void) => {
  const registration = valid();
  change(registration);
  return validateRegistration(vendorRegistrationSchema.parse(registration));
};

describe('validateRegistration', () => {
  it('passes a complete registration', () => {
    expect(check(() => {})).toBeNull();
  });

  it.each<[string, (r: VendorRegistrationInput) => void]>([
    [messages.organizationNameRequired, (r) => void (r.Business.BusinessName = '  ')],
    [messages.licenseStateRequired, (r) => void (r.Business.CertificationNumber = 'D1234')],
    [messages.licenseStateRequired, (r) => void (r.Business.UBIRegistrationNumber = '604-123-456')],
    [messages.descriptionRequired, (r) => void (r.Business.Description = '')],
    [messages.taxClassificationRequired, (r) => void (r.Business.BusinessClassification = null)],
    [messages.taxClassificationRequired, (r) => void (r.Business.BusinessClassification = 0)],
    [messages.organizationEmailRequired, (r) => void (r.Business.Email = '')],
    [messages.emailInvalid, (r) => void (r.Business.Email = 'office@example')],
    [messages.streetRequired, (r) => void (r.Business.Address = { ...r.Business.Address, StreetAddress: '' })],
    [messages.cityRequired, (r) => void (r.Business.Address = { ...r.Business.Address, City: '' })],
    [messages.zipRequired, (r) => void (r.Business.Address = { ...r.Business.Address, Zip: '' })],
    [messages.zipInvalid, (r) => void (r.Business.Address = { ...r.Business.Address, Zip: '972' })],
    [messages.stateRequired, (r) => void (r.Business.Address = { ...r.Business.Address, StateId: 0 })],
    [messages.publicOrganizationRequired, (r) => void (r.Business.RegisteringPublic = true)],
    [
      messages.publicOrganizationOtherRequired,
      (r) => void Object.assign(r.Business, { RegisteringPublic: true, RegisteringPublicId: -1 }),
    ],
    [messages.ownershipOtherEthnicityRequired, (r) => void (r.Business.OwnershipEthnicity = 8)],
    [messages.phoneInvalid, (r) => void (r.Business.PhoneNumber = 123)],
    [messages.primaryContactRequired, (r) => void (r.PrimaryContact = [])],
    [messages.primaryContactEmailRequired, (r) => void (r.PrimaryContact = [{ FirstName: 'Ana', LastName: 'Reyes' }])],
    [messages.emailInvalid, (r) => void (r.PrimaryContact = [{ Email: 'ana', FirstName: 'Ana', LastName: 'Reyes' }])],
    [messages.primaryContactFirstNameRequired, (r) => void (r.PrimaryContact = [{ Email: 'a@b.co', LastName: 'R' }])],
    [messages.primaryContactLastNameRequired, (r) => void (r.PrimaryContact = [{ Email: 'a@b.co', FirstName: 'A' }])],
  ])('answers %j', (message, change) => {
    expect(check(change)).toBe(message);
  });

  it('runs the rules in the order of the specification', () => {
    expect(
      check((r) => {
        r.Business.BusinessName = '';
        r.Business.Description = '';
        r.PrimaryContact = [];
      }),
    ).toBe(messages.organizationNameRequired);
    expect(
      check((r) => {
        r.Business.Description = '';
        r.Business.Email = '';
      }),
    ).toBe(messages.descriptionRequired);
  });

  it('accepts a license number with its state, and public organizations without business numbers', () => {
    expect(
      check((r) => {
        r.Business.UBIRegistrationNumber = '604-123-456';
        r.Business.BusinessLicenseNumberState = 48;
        r.Business.RegisteringPublic = true;
        r.Business.RegisteringPublicId = -1;
        r.Business.PublicOrganizationOtherText = 'Regional council';
      }),
    ).toBeNull();
  });
});

describe('vendorRegistrationSchema', () => {
  it('fills absent optional fields and drops unknown ones', () => {
    const parsed = vendorRegistrationSchema.parse({ ...valid(), Extra: 1, Business: { ...valid().Business, X: 2 } });
    expect(parsed.Business.DBA).toBe('');
    expect(parsed.Business.BusinessEnterpiseCertifications).toEqual([]);
    expect(parsed).not.toHaveProperty('Extra');
    expect(parsed.Business).not.toHaveProperty('X');
  });

  it('refuses wrong types and oversized text', () => {
    expect(vendorRegistrationSchema.safeParse({ ...valid(), PrimaryContact: 'x' }).success).toBe(false);
    const huge = { ...valid(), Business: { ...valid().Business, BusinessName: 'x'.repeat(201) } };
    expect(vendorRegistrationSchema.safeParse(huge).success).toBe(false);
    const wrongPhone = { ...valid(), Business: { ...valid().Business, PhoneNumber: '5035550142' } };
    expect(vendorRegistrationSchema.safeParse(wrongPhone).success).toBe(false);
  });
});
