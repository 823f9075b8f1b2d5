import type { Contact } from '../contacts/schemas.ts';
import { messages } from '../messages.ts';
import { ETHNICITY_NONE_OF_THE_ABOVE, isValidEmail, isValidPhone, isValidZip, OTHER_ID } from '../rules.ts';
import type { Business, VendorRegistration } from './schemas.ts';

// Free of zod, like rules.ts: the registration form's first visit runs these without loading the schemas.

/** A new business as the form starts it: what `businessSchema.parse({})` gives (schemas.test.ts holds them equal). */
export const emptyBusiness = (): Business => ({
  BusinessName: '',
  DBA: '',
  RegisteringPublic: false,
  RegisteringPublicId: null,
  PublicOrganizationOtherText: '',
  RegisteringPublicName: '',
  NAICNumber: '',
  CertificationNumber: '',
  UBIRegistrationNumber: '',
  BusinessLicenseNumberState: null,
  BusinessLicenseNumberStateDisplay: '',
  Description: '',
  OwnershipEthnicity: null,
  OwnershipOtherEthnicity: '',
  OwnershipGenderOther: '',
  BusinessClassification: null,
  BusinessClassificationName: '',
  Email: '',
  PhoneNumber: 0,
  Address: { StreetAddress: '', City: '', State: '', StateId: 0, Zip: '' },
  Website: '',
  BusinessType: [],
  BusinessEnterpiseCertifications: [],
});

/** A new contact as the form starts it: what `contactSchema.parse({})` gives. */
export const emptyContact = (): Contact => ({
  Email: '',
  FirstName: '',
  LastName: '',
  Title: '',
  PhoneNumber: 0,
  PrimaryContact: false,
  Approved: false,
  Enabled: true,
});

/**
 * The submit-time rules of §5, in their order, then the field rules the form marks required. Returns the first
 * failing message, or null. The web toasts it; the server answers it.
 */
export const validateBusiness = (business: Business): string | null => {
  const address = business.Address;
  const hasLicenseNumber = business.CertificationNumber.trim() !== '' || business.UBIRegistrationNumber.trim() !== '';
  const checks: [boolean, string][] = [
    [business.BusinessName.trim() === '', messages.organizationNameRequired],
    [
      hasLicenseNumber && !(business.BusinessLicenseNumberState && business.BusinessLicenseNumberState > 0),
      messages.licenseStateRequired,
    ],
    [business.Description.trim() === '', messages.descriptionRequired],
    [!business.BusinessClassification || business.BusinessClassification < 1, messages.taxClassificationRequired],
    [business.Email.trim() === '', messages.organizationEmailRequired],
    [!isValidEmail(business.Email), messages.emailInvalid],
    [address.StreetAddress.trim() === '', messages.streetRequired],
    [address.City.trim() === '', messages.cityRequired],
    [address.Zip.trim() === '', messages.zipRequired],
    [!isValidZip(address.Zip), messages.zipInvalid],
    [!address.StateId || address.StateId < 1, messages.stateRequired],
    [business.RegisteringPublic && business.RegisteringPublicId === null, messages.publicOrganizationRequired],
    [
      business.RegisteringPublic &&
        business.RegisteringPublicId === OTHER_ID &&
        business.PublicOrganizationOtherText.trim() === '',
      messages.publicOrganizationOtherRequired,
    ],
    [
      business.OwnershipEthnicity === ETHNICITY_NONE_OF_THE_ABOVE && business.OwnershipOtherEthnicity.trim() === '',
      messages.ownershipOtherEthnicityRequired,
    ],
    [!isValidPhone(business.PhoneNumber), messages.phoneInvalid],
  ];
  return checks.find(([failed]) => failed)?.[1] ?? null;
};

export const validateContact = (contact: Contact | undefined): string | null => {
  if (!contact) return messages.primaryContactRequired;
  const checks: [boolean, string][] = [
    [contact.Email.trim() === '', messages.primaryContactEmailRequired],
    [!isValidEmail(contact.Email), messages.emailInvalid],
    [contact.FirstName.trim() === '', messages.primaryContactFirstNameRequired],
    [contact.LastName.trim() === '', messages.primaryContactLastNameRequired],
    [!isValidPhone(contact.PhoneNumber), messages.phoneInvalid],
  ];
  return checks.find(([failed]) => failed)?.[1] ?? null;
};

export const validateRegistration = (registration: VendorRegistration): string | null =>
  validateBusiness(registration.Business) ?? validateContact(registration.PrimaryContact[0]);
