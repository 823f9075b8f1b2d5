import type { StaffRole } from '@bridgehub/contract';
import { forbidden } from '../../errors.ts';
import type { StaffActor, VendorActor } from './actor.ts';

/** Whether a staff member may use an endpoint that allows these roles (the contract's `roles`). */
export const isRoleAllowed = (actor: StaffActor, roles: readonly StaffRole[] | undefined) =>
  roles?.includes(actor.role) ?? false;

/** Body ids naming a vendor must name the caller's own (DESIGN.md §7). */
export const assertOwnVendor = (caller: VendorActor, vendorId: number) => {
  if (vendorId !== caller.vendorId) throw forbidden();
};

/** §6: editing the business and managing contacts need CanEditBusiness. */
export const assertCanEdit = (caller: VendorActor) => {
  if (!caller.canEditBusiness) throw forbidden();
};
