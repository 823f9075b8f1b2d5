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
import { AppError, notFound } from '../../errors.ts';
import { listAttachmentsOf } from '../attachments/attachments.service.ts';
import { fieldsOf, recordChange } from '../audit/audit.service.ts';
import type { Actor, VendorActor } from '../auth/actor.ts';
import { assertCanEdit, assertOwnVendor } from '../auth/policies.ts';
import { listChatsOf } from '../chats/chats.service.ts';
import { listContactsOf } from '../contacts/contacts.service.ts';
import { listMissingDocuments } from '../documents/missing-documents.ts';
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
export const getVendorInfo = async (db: Database, caller: VendorActor): Promise<VendorInfo> => {
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
    .select({ approvedAt: engagementRequests.approvedAt, declinedAt: engagementRequests.declinedAt })
    .from(engagementRequests)
    .where(eq(engagementRequests.vendorId, caller.vendorId));
  const missing = await listMissingDocuments(db, caller.vendorId);
  const hasVerified = verifiedAt !== null;
  const canEngage = Boolean(engagement?.approvedAt);
  // A declined request may be made again (docs/decisions.md).
  const isOpenToRequest = engagement === undefined || engagement.declinedAt !== null;
  const hasRequested = !isOpenToRequest && !canEngage;
  return {
    VendorId: caller.vendorId,
    Business: business,
    PrimaryContact: contactList.filter((contact) => contact.PrimaryContact),
    HasVerified: hasVerified,
    MissingRequiredDocuments: missing.length > 0,
    MissingRequiredDocumentDisplay:
      missing.length > 0 ? `${messages.missingRequiredDocuments}: ${missing.join(', ')}` : '',
    CanEditBusiness: caller.canEditBusiness,
    CanRequestProgramEngagement: caller.canEditBusiness && hasVerified && isOpenToRequest,
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
export const listVendorRecords = async (db: Database, caller: VendorActor) => {
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

/** PUT /api/Vendor/Update: the caller's own vendor, while its editing is not locked. */
export const updateVendor = async (db: Database, caller: VendorActor, vendorId: number, business: Business) => {
  assertOwnVendor(caller, vendorId);
  assertCanEdit(caller);
  await saveBusiness(db, caller, caller.vendorId, business);
};

/**
 * The registration's rules (§5) and lookup checks, then the business and its certifications in one transaction with
 * its audit record: the vendor's own update and staff's edit alike. Contacts change through the contact endpoints.
 */
export const saveBusiness = async (db: Database, actor: Actor, vendorId: number, business: Business) => {
  const problem = validateBusiness(business);
  if (problem) throw new AppError('refused', problem);
  await checkLookupIds(db, business);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).for('update');
    if (!row) throw notFound();
    const before = await tx
      .select({ id: vendorCertifications.certificationId })
      .from(vendorCertifications)
      .where(eq(vendorCertifications.vendorId, vendorId))
      .orderBy(asc(vendorCertifications.certificationId));
    const columns = businessColumns(business);
    await tx
      .update(vendors)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(vendors.id, vendorId));
    await tx.delete(vendorCertifications).where(eq(vendorCertifications.vendorId, vendorId));
    const certificationIds = [...new Set(business.BusinessEnterpiseCertifications)].sort((a, b) => a - b);
    if (certificationIds.length > 0) {
      await tx
        .insert(vendorCertifications)
        .values(certificationIds.map((certificationId) => ({ vendorId, certificationId })));
    }
    await recordChange(tx, actor, {
      vendorId,
      entity: 'vendor',
      entityId: vendorId,
      action: 'update',
      before: { ...fieldsOf(row, columns), certificationIds: before.map((c) => c.id) },
      after: { ...columns, certificationIds },
    });
  });
};
