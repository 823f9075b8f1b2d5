import type { StaffRole } from '@bridgehub/contract';
import type { StaffActor } from './actor.ts';

/** Whether a staff member may use an endpoint that allows these roles (the contract's `roles`). */
export const isRoleAllowed = (actor: StaffActor, roles: readonly StaffRole[] | undefined) =>
  roles?.includes(actor.role) ?? false;
