import { describe, expect, it } from 'vitest';
import { contactSchema } from '../contacts/schemas.ts';
import { messages } from '../messages.ts';
import { emptyBusiness, emptyContact, validateRegistration } from './rules.ts';
import { businessSchema, type VendorRegistrationInput, vendorRegistrationSchema } from './schemas.ts';

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

interface Change {
  Business?: Partial<VendorRegistrationInput['Business']>;
  Address?: Partial<NonNullable<VendorRegistrationInput['Business']['Address']>>;
  PrimaryContact?: VendorRegistrationInput['PrimaryContact'];
}

/** Validates a valid registration with one change. */
const check = ({ Business = {}, Address = {}, PrimaryContact }: Change = {}) => {
  const base = valid();
  const registration = {
    ...base,
    Business: { ...base.Business, ...Business, Address: { ...base.Business.Address, ...Address } },
    PrimaryContact: PrimaryContact ?? base.PrimaryContact,
  };
  return validateRegistration(vendorRegistrationSchema.parse(registration));
};

const contact = { Email: 'a@b.co', FirstName: 'Ana', LastName: 'Reyes' };

describe('the empty forms', () => {
  // The forms start from these without loading zod; they must stay what the schemas give.
  it('are what the schemas make of nothing', () => {
    expect(emptyBusiness()).toEqual(businessSchema.parse({}));
    expect(emptyContact()).toEqual(contactSchema.parse({}));
  });
});

describe('validateRegistration', () => {
  it('passes a complete registration', () => {
    expect(check()).toBeNull();
  });

  it.each<[string, Change]>([
    [messages.organizationNameRequired, { Business: { BusinessName: '  ' } }],
    [messages.licenseStateRequired, { Business: { CertificationNumber: 'D1234' } }],
    [messages.licenseStateRequired, { Business: { UBIRegistrationNumber: '604-123-456' } }],
    [messages.descriptionRequired, { Business: { Description: '' } }],
    [messages.taxClassificationRequired, { Business: { BusinessClassification: null } }],
    [messages.taxClassificationRequired, { Business: { BusinessClassification: 0 } }],
    [messages.organizationEmailRequired, { Business: { Email: '' } }],
    [messages.emailInvalid, { Business: { Email: 'office@example' } }],
    [messages.streetRequired, { Address: { StreetAddress: '' } }],
    [messages.cityRequired, { Address: { City: '' } }],
    [messages.zipRequired, { Address: { Zip: '' } }],
    [messages.zipInvalid, { Address: { Zip: '972' } }],
    [messages.stateRequired, { Address: { StateId: 0 } }],
    [messages.publicOrganizationRequired, { Business: { RegisteringPublic: true } }],
    [messages.publicOrganizationOtherRequired, { Business: { RegisteringPublic: true, RegisteringPublicId: -1 } }],
    [messages.ownershipOtherEthnicityRequired, { Business: { OwnershipEthnicity: 8 } }],
    [messages.phoneInvalid, { Business: { PhoneNumber: 123 } }],
    [messages.primaryContactRequired, { PrimaryContact: [] }],
    [messages.primaryContactEmailRequired, { PrimaryContact: [{ ...contact, Email: '' }] }],
    [messages.emailInvalid, { PrimaryContact: [{ ...contact, Email: 'ana' }] }],
    [messages.primaryContactFirstNameRequired, { PrimaryContact: [{ ...contact, FirstName: ' ' }] }],
    [messages.primaryContactLastNameRequired, { PrimaryContact: [{ ...contact, LastName: '' }] }],
    [messages.phoneInvalid, { PrimaryContact: [{ ...contact, PhoneNumber: 5 }] }],
  ])('answers %j', (message, change) => {
    expect(check(change)).toBe(message);
  });

  it('runs the rules in the order of the specification', () => {
    expect(check({ Business: { BusinessName: '', Description: '' }, PrimaryContact: [] })).toBe(
      messages.organizationNameRequired,
    );
    expect(check({ Business: { Description: '', Email: '' } })).toBe(messages.descriptionRequired);
    expect(check({ Address: { City: '' }, PrimaryContact: [] })).toBe(messages.cityRequired);
  });

  it('accepts a license number with its state, and a public organization of another kind', () => {
    expect(
      check({
        Business: {
          UBIRegistrationNumber: '604-123-456',
          BusinessLicenseNumberState: 48,
          RegisteringPublic: true,
          RegisteringPublicId: -1,
          PublicOrganizationOtherText: 'Regional council',
        },
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
