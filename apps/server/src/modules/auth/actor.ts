import type { StaffRole } from '@bridgehub/contract';

/** Who makes a request to an endpoint that needs a sign-in: the contract's `auth` says which kind (DESIGN.md §10). */

/** A signed-in vendor contact. */
export interface VendorActor {
  kind: 'vendor';
  contactId: number;
  vendorId: number;
  email: string;
  /** First and last name, as chat messages show the author. */
  name: string;
  /** DESIGN.md §8: an enabled, approved contact may edit the business. */
  canEditBusiness: boolean;
}

/** A signed-in member of the program staff, with the role the database holds now (not the one at sign-in). */
export interface StaffActor {
  kind: 'staff';
  staffId: number;
  email: string;
  /** As staff replies carry it for the chat message's User. */
  displayName: string;
  role: StaffRole;
  sessionId: string;
}

export type Actor = VendorActor | StaffActor;

/**
 * The actor of an anonymous access request, as the audit trail records it and its withdrawal: the person asking, as
 * the contact the request created (who may edit nothing).
 */
export const accessRequestAsker = (contact: {
  id: number;
  vendorId: number;
  email: string;
  firstName: string;
  lastName: string;
}): VendorActor => ({
  kind: 'vendor',
  contactId: contact.id,
  vendorId: contact.vendorId,
  email: contact.email,
  name: `${contact.firstName} ${contact.lastName}`.trim(),
  canEditBusiness: false,
});

/** Reads the actor of its kind from an Authorization header; null when there is no valid access token for it. */
export type Authenticator<A extends Actor> = (authorization: string | undefined) => Promise<A | null>;

export interface Authenticators {
  vendor: Authenticator<VendorActor>;
  staff: Authenticator<StaffActor>;
}

/** The bearer token of an Authorization header, when it has a JWT's shape. */
export const bearerToken = (authorization: string | undefined) =>
  /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null;
