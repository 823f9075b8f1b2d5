import {
  type Business,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  messages,
  normalizeOrganizationName,
  OWNERSHIP_ETHNICITIES,
  stripUrlScheme,
  type VendorRegistration,
  type VendorSearchResult,
  validateRegistration,
} from '@bridgehub/contract';
import type { I18n } from '@lingui/core';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import {
  attachmentRequests,
  businessClassifications,
  certifications,
  contacts,
  publicOrganizations,
  states,
  vendorCertifications,
  vendors,
  verificationTokens,
} from '../../db/schema.ts';
import { AppError, invalidField } from '../../errors.ts';
import { recipientI18n } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/template.ts';
import { hashToken, newSecretToken } from '../../infra/tokens/secret-token.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { recordChange } from '../audit/audit.service.ts';
import { accessRequestAsker } from '../auth/actor.ts';

/**
 * Documents every vendor is asked for from the day it registers (docs/decisions.md), so the hub's Files tab and its
 * missing-documents banner mean something before staff ask for more.
 */
export const STANDARD_DOCUMENT_REQUESTS = [
  { description: 'IRS Form W-9 (signed, current year)', isRequired: true },
  { description: 'Certificate of insurance', isRequired: false },
];

/** DESIGN.md §7: the registration verification link is single use and lasts 7 days. */
export const VERIFICATION_TTL_DAYS = 7;

/** Tuned on realistic names: a typo of a letter or two scores ≥ 0.64, different firms sharing a trade word ≤ 0.58. */
export const SIMILAR_NAME_THRESHOLD = 0.6;
const SEARCH_LIMIT = 10;
const SEARCH_MIN_LENGTH = 3;

const sameEmail = (email: string) => sql`lower(${contacts.email}) = lower(${email.trim()})`;

/**
 * An address is in use once a contact holds it for good. A pending access request (not approved) holds nothing:
 * anyone may send one with anyone's address, and it must not keep the owner from registering (docs/decisions.md).
 */
export const isEmailInUse = async (db: Database, email: string): Promise<boolean> => {
  if (email.trim() === '') return false;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(sameEmail(email), eq(contacts.isApproved, true)))
    .limit(1);
  return row !== undefined;
};

/**
 * Withdraws a pending access request for this address, in the transaction that gives the address to a new contact
 * (a registration, another access request, an editor's new contact): the request is deleted, and its vendor's audit
 * trail says so in the asker's name, as the request itself was recorded.
 */
export const withdrawPendingAccessRequest = async (tx: Database, email: string) => {
  const withdrawn = await tx
    .delete(contacts)
    .where(and(sameEmail(email), eq(contacts.isApproved, false)))
    .returning();
  for (const row of withdrawn) {
    await recordChange(tx, accessRequestAsker(row), {
      vendorId: row.vendorId,
      entity: 'contact',
      entityId: row.id,
      action: 'withdraw-request',
      before: { state: 'Requested' },
      after: { state: 'Withdrawn' },
    });
  }
};

const exists = async (
  db: Database,
  table: typeof states | typeof businessClassifications | typeof publicOrganizations,
  id: number,
) => {
  const [row] = await db.select({ value: count() }).from(table).where(eq(table.id, id));
  return (row?.value ?? 0) > 0;
};

const badField = (field: string, problem: string) => invalidField(`Business.${field}`, problem);

/**
 * Ids must name rows of the lookup lists. A person picks them from dropdowns, so an unknown one gets the message of
 * the dropdown; ids with no such message (certifications, ethnicity) can only come from a tampered request: 400.
 */
export const checkLookupIds = async (db: Database, business: Business) => {
  if (!(await exists(db, states, business.Address.StateId))) throw new AppError('refused', messages.stateRequired);
  const licenseState = business.BusinessLicenseNumberState;
  if (licenseState && licenseState > 0 && !(await exists(db, states, licenseState))) {
    throw new AppError('refused', messages.licenseStateRequired);
  }
  if (!(await exists(db, businessClassifications, business.BusinessClassification ?? 0))) {
    throw new AppError('refused', messages.taxClassificationRequired);
  }
  if (business.RegisteringPublic && !(await exists(db, publicOrganizations, business.RegisteringPublicId ?? 0))) {
    throw new AppError('refused', messages.publicOrganizationRequired);
  }
  const ethnicity = business.OwnershipEthnicity;
  if (ethnicity && ethnicity > 0 && !OWNERSHIP_ETHNICITIES.some((option) => option.Id === ethnicity)) {
    throw badField('OwnershipEthnicity', 'unknown id');
  }
  const certificationIds = [...new Set(business.BusinessEnterpiseCertifications)];
  if (certificationIds.length > 0) {
    const [row] = await db
      .select({ value: count() })
      .from(certifications)
      .where(inArray(certifications.id, certificationIds));
    if ((row?.value ?? 0) !== certificationIds.length) throw badField('BusinessEnterpiseCertifications', 'unknown id');
  }
};

/**
 * Anyone may register with any e-mail, so the mail names neither the business nor the person: what they typed would
 * be a stranger's text in someone else's mailbox (docs/decisions.md).
 */
const verificationMail = (deps: ModuleDeps, i18n: I18n, token: string) =>
  renderMail(
    {
      subject: i18n._({ id: 'Verify your business registration' }),
      paragraphs: [
        i18n._({ id: 'Hello,' }),
        i18n._({ id: "Thank you for registering your business with the bridge replacement program's vendor portal." }),
        i18n._({
          id: 'Please verify your business by opening the link below. The link lasts {days, plural, one {# day} other {# days}} and works once.',
          values: { days: VERIFICATION_TTL_DAYS },
        }),
      ],
      action: { label: i18n._({ id: 'Verify my business' }), url: `${deps.publicUrl}/Verify/${token}` },
      footer: i18n._({
        id: 'If you did not register, you can ignore this e-mail. Questions? Write to {supportEmail}.',
        values: { supportEmail: deps.supportEmail },
      }),
    },
    i18n,
  );

/** The vendors row of a Business as the person entered it (registration and the hub's Update). */
export const businessColumns = (business: Business) => {
  const businessName = business.BusinessName.trim();
  return {
    businessName,
    normalizedName: normalizeOrganizationName(businessName),
    dba: business.DBA.trim(),
    isPublicOrganization: business.RegisteringPublic,
    // §4: answering No clears the public organization.
    publicOrganizationId: business.RegisteringPublic ? business.RegisteringPublicId : null,
    publicOrganizationOtherText: business.RegisteringPublic ? business.PublicOrganizationOtherText.trim() : '',
    naicNumber: business.NAICNumber.trim(),
    certificationNumber: business.CertificationNumber.trim(),
    businessLicenseNumber: business.UBIRegistrationNumber.trim(),
    businessLicenseStateId:
      business.BusinessLicenseNumberState && business.BusinessLicenseNumberState > 0
        ? business.BusinessLicenseNumberState
        : null,
    description: business.Description.trim(),
    ownershipEthnicity:
      business.OwnershipEthnicity && business.OwnershipEthnicity > 0 ? business.OwnershipEthnicity : null,
    ownershipOtherEthnicity: business.OwnershipOtherEthnicity.trim(),
    ownershipGenderOther: business.OwnershipGenderOther.trim(),
    businessClassificationId: business.BusinessClassification,
    email: business.Email.trim(),
    phone: business.PhoneNumber,
    website: stripUrlScheme(business.Website),
    businessTypes: business.BusinessType,
    streetAddress: business.Address.StreetAddress.trim(),
    city: business.Address.City.trim(),
    stateId: business.Address.StateId,
    zip: business.Address.Zip,
  };
};

/**
 * §5 registration: the captcha, the submit-time rules, the lookup ids and the e-mail's uniqueness are checked before
 * anything is written; then vendor, certifications, primary contact, token and the verification mail are stored in
 * one transaction. The captcha is spent inside it, so a refused registration does not burn the person's answer.
 */
export const registerVendor = async (
  db: Database,
  deps: ModuleDeps,
  registration: VendorRegistration,
  remoteIp?: string,
  /** The language of the page the business registered on: the primary contact's mails' language. */
  language: LanguageCode = DEFAULT_LANGUAGE,
) => {
  const receipt = await deps.captcha.check(db, registration.Captcha, remoteIp);
  if (!receipt) throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
  const problem = validateRegistration(registration);
  if (problem) throw new AppError('refused', problem);
  const business = registration.Business;
  const contact = registration.PrimaryContact[0];
  if (!contact) throw new AppError('refused', messages.primaryContactRequired);
  await checkLookupIds(db, business);
  if (await isEmailInUse(db, contact.Email)) throw new AppError('refused', messages.emailInUse, 'email_in_use');

  const token = newSecretToken();
  try {
    await db.transaction(async (tx) => {
      if (!(await deps.captcha.spend(tx, receipt)))
        throw new AppError('refused', messages.captchaInvalid, 'captcha_invalid');
      const [vendor] = await tx.insert(vendors).values(businessColumns(business)).returning({ id: vendors.id });
      if (!vendor) throw new Error('vendor insert returned no row');
      const certificationIds = [...new Set(business.BusinessEnterpiseCertifications)];
      if (certificationIds.length > 0) {
        await tx
          .insert(vendorCertifications)
          .values(certificationIds.map((certificationId) => ({ vendorId: vendor.id, certificationId })));
      }
      await withdrawPendingAccessRequest(tx, contact.Email);
      // DESIGN.md §8: the primary contact is always approved.
      await tx.insert(contacts).values({
        vendorId: vendor.id,
        email: contact.Email.trim(),
        firstName: contact.FirstName.trim(),
        lastName: contact.LastName.trim(),
        title: contact.Title.trim(),
        phone: contact.PhoneNumber,
        isPrimary: true,
        isApproved: true,
        isEnabled: true,
        preferredLanguage: contact.PreferredLanguage ?? language,
      });
      await tx
        .insert(attachmentRequests)
        .values(STANDARD_DOCUMENT_REQUESTS.map((request) => ({ vendorId: vendor.id, ...request })));
      await tx.insert(verificationTokens).values({
        vendorId: vendor.id,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + ${`${VERIFICATION_TTL_DAYS} days`}::interval`,
      });
      await deps.unsolicitedMail.notice(tx, {
        to: contact.Email.trim(),
        ...verificationMail(deps, recipientI18n(deps, contact.PreferredLanguage ?? language), token),
      });
    });
  } catch (error) {
    // Two registrations with one e-mail at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('refused', messages.emailInUse, 'email_in_use');
    throw error;
  }
};

/** Spends a verification token once: unknown, used and expired tokens all answer the same. */
export const verifyVendor = async (db: Database, token: string) => {
  const tokenHash = hashToken(token);
  const isVerified =
    token !== '' &&
    (await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(verificationTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(verificationTokens.tokenHash, tokenHash),
            isNull(verificationTokens.usedAt),
            gt(verificationTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ vendorId: verificationTokens.vendorId });
      if (!spent) return false;
      await tx
        .update(vendors)
        .set({ verifiedAt: sql`coalesce(${vendors.verifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(vendors.id, spent.vendorId));
      return true;
    }));
  if (!isVerified) throw new AppError('refused', messages.unableToVerify, 'unable_to_verify');
};

/**
 * §1's search, one statement. `%` is what lets the GIN index find candidates; at pg_trgm's default threshold (0.3) a
 * common trade word makes thousands of them, rechecked one by one. At the tuned threshold the index returns few
 * (bench/vendor-search.mjs: 4–8 times faster at 100,000 vendors). The statement sets that threshold itself, for its
 * own transaction: an uncorrelated subquery in the WHERE runs once, before the scan (a one-time filter), so a search
 * is one round trip instead of four (BEGIN, set_config, select, COMMIT). `%` is then the whole test (similarity ≥ the
 * threshold): the index's recheck computes each candidate's similarity, and the sort once more for each match; an
 * explicit `similarity() >=` would compute it a third time, a quarter of the work when a name has a thousand matches.
 * Prepared (named), since planning it cost about as much as running a typical search.
 */
const prepareSimilarNames = (db: Database) => {
  const name = sql.placeholder('name');
  const setThreshold = sql`(select set_config('pg_trgm.similarity_threshold', ${String(SIMILAR_NAME_THRESHOLD)}, true))`;
  return db
    .select({ VendorName: vendors.businessName })
    .from(vendors)
    .where(and(sql`${setThreshold} is not null`, sql`${vendors.normalizedName} % ${name}`))
    .orderBy(desc(sql`similarity(${vendors.normalizedName}, ${name})`), asc(vendors.businessName))
    .limit(SEARCH_LIMIT)
    .prepare('similar_vendor_names');
};

// A prepared query belongs to the database it was prepared on (the app's, or a test's).
const similarNamesQueries = new WeakMap<Database, ReturnType<typeof prepareSimilarNames>>();

/** §1: names resembling the given one, compared on normalized names by trigram similarity (GIN-indexed `%`). */
export const searchSimilarVendors = async (db: Database, name: string): Promise<VendorSearchResult[]> => {
  const normalized = normalizeOrganizationName(name);
  if (normalized.length < SEARCH_MIN_LENGTH) return [];
  let query = similarNamesQueries.get(db);
  if (!query) {
    query = prepareSimilarNames(db);
    similarNamesQueries.set(db, query);
  }
  return query.execute({ name: normalized });
};
