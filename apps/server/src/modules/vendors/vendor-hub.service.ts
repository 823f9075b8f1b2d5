import { type Business, messages, type VendorInfo, validateBusiness } from '@bridgehub/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  assignments,
  businessClassifications,
  engagementRequests,
  publicOrganizations,
  states,
  vendorCertifications,
  vendors,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../http/route.ts';
import { listAttachmentsOf } from '../attachments/attachments.service.ts';
import { listChatsOf } from '../chats/chats.service.ts';
import { assertCanEdit, assertOwnVendor, listContactsOf, notFound } from '../contacts/contacts.service.ts';
import { businessColumns, checkLookupIds } from './vendors.service.ts';

const licenseStates = alias(states, 'license_states');

/** §3 Business of a stored vendor, display names included. */
export const getBusiness = async (db: Database, vendorId: number): Promise<Business & { verifiedAt: Date | null }> => {
  const [row] = await db
    .select({
      vendor: vendors,
      stateName: states.name,
      licenseStateName: licenseStates.name,
      classificationName: businessClassifications.name,
      publicOrganizationName: publicOrganizations.name,
    })
    .from(vendors)
    .innerJoin(states, eq(states.id, vendors.stateId))
    .leftJoin(licenseStates, eq(licenseStates.id, vendors.businessLicenseStateId))
    .leftJoin(businessClassifications, eq(businessClassifications.id, vendors.businessClassificationId))
    .leftJoin(publicOrganizations, eq(publicOrganizations.id, vendors.publicOrganizationId))
    .where(eq(vendors.id, vendorId));
  if (!row) throw notFound();
  const v = row.vendor;
  const certificationIds = await db
    .select({ id: vendorCertifications.certificationId })
    .from(vendorCertifications)
    .where(eq(vendorCertifications.vendorId, vendorId))
    .orderBy(asc(vendorCertifications.certificationId));
  return {
    Id: v.id,
    BusinessName: v.businessName,
    DBA: v.dba,
    RegisteringPublic: v.isPublicOrganization,
    RegisteringPublicId: v.publicOrganizationId,
    PublicOrganizationOtherText: v.publicOrganizationOtherText,
    RegisteringPublicName: row.publicOrganizationName ?? '',
    NAICNumber: v.naicNumber,
    CertificationNumber: v.certificationNumber,
    UBIRegistrationNumber: v.businessLicenseNumber,
    BusinessLicenseNumberState: v.businessLicenseStateId,
    BusinessLicenseNumberStateDisplay: row.licenseStateName ?? '',
    Description: v.description,
    OwnershipEthnicity: v.ownershipEthnicity,
    OwnershipOtherEthnicity: v.ownershipOtherEthnicity,
    OwnershipGenderOther: v.ownershipGenderOther,
    BusinessClassification: v.businessClassificationId,
    BusinessClassificationName: row.classificationName ?? '',
    Email: v.email,
    PhoneNumber: v.phone,
    Address: {
      Id: v.id,
      StreetAddress: v.streetAddress,
      City: v.city,
      State: row.stateName,
      StateId: v.stateId,
      Zip: v.zip,
    },
    Website: v.website,
    BusinessType: v.businessTypes,
    BusinessEnterpiseCertifications: certificationIds.map((c) => c.id),
    verifiedAt: v.verifiedAt,
  };
};

/** GET /api/Vendor/Info: everything the hub shows, for the caller's own vendor only. */
export const getVendorInfo = async (db: Database, caller: Caller): Promise<VendorInfo> => {
  const { verifiedAt, ...business } = await getBusiness(db, caller.vendorId);
  const contactList = await listContactsOf(db, caller.vendorId);
  const files = await listAttachmentsOf(db, caller.vendorId);
  const chatList = await listChatsOf(db, caller.vendorId);
  const currentAssignments = await db
    .select({ Id: assignments.id, Assignment: assignments.description })
    .from(assignments)
    .where(and(eq(assignments.vendorId, caller.vendorId), eq(assignments.isCurrent, true)))
    .orderBy(asc(assignments.createdAt), asc(assignments.id));
  const [engagement] = await db
    .select({ approvedAt: engagementRequests.approvedAt })
    .from(engagementRequests)
    .where(eq(engagementRequests.vendorId, caller.vendorId));
  const missing = files.requested.filter((request) => request.Required && request.Attachments.length === 0);
  const hasVerified = verifiedAt !== null;
  const canEngage = Boolean(engagement?.approvedAt);
  const hasRequested = engagement !== undefined && !canEngage;
  return {
    VendorId: caller.vendorId,
    Business: business,
    PrimaryContact: contactList.filter((contact) => contact.PrimaryContact),
    HasVerified: hasVerified,
    MissingRequiredDocuments: missing.length > 0,
    MissingRequiredDocumentDisplay:
      missing.length > 0
        ? `${messages.missingRequiredDocuments}: ${missing.map((request) => request.Description).join(', ')}`
        : '',
    CanEditBusiness: caller.canEditBusiness,
    CanRequestProgramEngagement: caller.canEditBusiness && hasVerified && engagement === undefined,
    HasRequestedProgramEngagement: hasRequested,
    CanEngageWithProgram: canEngage,
    RequestedAttachments: files.requested,
    AdditionalAttachments: files.additional,
    Chats: chatList,
    Assignments: currentAssignments,
    Contacts: contactList,
  };
};

/** GET /api/Vendor/List: the vendor records the caller may see — their own (docs/decisions.md). */
export const listVendorRecords = async (db: Database, caller: Caller) => {
  const { verifiedAt: _verifiedAt, ...business } = await getBusiness(db, caller.vendorId);
  const contactList = await listContactsOf(db, caller.vendorId);
  return [
    {
      Id: caller.vendorId,
      PrimaryContact: contactList.filter((contact) => contact.PrimaryContact),
      Business: business,
    },
  ];
};

/**
 * PUT /api/Vendor/Update: the registration's rules (§5) and lookup checks, then the business and its certifications
 * in one transaction. Contacts change through the contact endpoints, so PrimaryContact is not read here.
 */
export const updateVendor = async (db: Database, caller: Caller, vendorId: number, business: Business) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  const problem = validateBusiness(business);
  if (problem) throw new AppError('invalid', problem);
  await checkLookupIds(db, business);
  await db.transaction(async (tx) => {
    await tx
      .update(vendors)
      .set({ ...businessColumns(business), updatedAt: sql`now()` })
      .where(eq(vendors.id, caller.vendorId));
    await tx.delete(vendorCertifications).where(eq(vendorCertifications.vendorId, caller.vendorId));
    const certificationIds = [...new Set(business.BusinessEnterpiseCertifications)];
    if (certificationIds.length > 0) {
      await tx
        .insert(vendorCertifications)
        .values(certificationIds.map((certificationId) => ({ vendorId: caller.vendorId, certificationId })));
    }
  });
};
