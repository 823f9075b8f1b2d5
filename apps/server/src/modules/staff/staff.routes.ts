import { ok, type staffRoutes } from '@bridgehub/contract';
import type { Bindings } from '../../http/route.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  changeStaffRole,
  getStaffMember,
  inviteStaff,
  listStaffMembers,
  setStaffEnabled,
  unlockStaff,
  updateOwnDisplayName,
} from './staff.service.ts';

/** Staff accounts (DESIGN.md §10); the contract's `roles` say who may call each. */
export const staffBindings = (deps: ModuleDeps): Bindings<typeof staffRoutes> => {
  const { db } = deps;
  return {
    getStaffMe: { handle: async ({ caller }) => ok(await getStaffMember(db, caller.staffId)) },
    updateStaffMe: { handle: async ({ caller, body }) => ok(await updateOwnDisplayName(db, caller, body.DisplayName)) },
    listStaff: { handle: async () => ok(await listStaffMembers(db)) },
    inviteStaff: { handle: async ({ caller, body }) => ok(await inviteStaff(db, deps, caller, body)) },
    changeStaffRole: { handle: async ({ params, body }) => ok(await changeStaffRole(db, params.staffId, body.Role)) },
    setStaffEnabled: {
      handle: async ({ params, body }) => ok(await setStaffEnabled(db, params.staffId, body.Enabled)),
    },
    unlockStaff: { handle: async ({ params }) => ok(await unlockStaff(db, params.staffId)) },
  };
};
