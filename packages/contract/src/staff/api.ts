import { z } from 'zod';
import type { Schemas } from '../api.ts';
import { loginTokenSchema } from '../auth/schemas.ts';
import { emptyEnvelopeSchema, envelopeSchema } from '../envelope.ts';
import type { staffSignInRoutes } from './routes.ts';
import {
  changeStaffRoleSchema,
  enrolledSchema,
  inviteStaffSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  setStaffEnabledSchema,
  staffIdParamsSchema,
  staffLoginCallbackSchema,
  staffLoginRequestSchema,
  staffMemberSchema,
  staffRefreshSchema,
  staffSignOutSchema,
  staffTicketSchema,
  ticketCodeSchema,
  ticketRequestSchema,
  totpEnrolmentSchema,
  updateStaffMeSchema,
} from './schemas.ts';
import type { staffRoutes } from './staff-routes.ts';

const tokens = envelopeSchema(loginTokenSchema.nullable());
const enrolled = envelopeSchema(enrolledSchema.nullable());

export const staffSignInApi = {
  requestStaffLogin: { body: staffLoginRequestSchema, response: envelopeSchema(z.boolean()) },
  completeStaffLogin: { body: staffLoginCallbackSchema, response: envelopeSchema(staffTicketSchema.nullable()) },
  startTotpEnrolment: { body: ticketRequestSchema, response: envelopeSchema(totpEnrolmentSchema.nullable()) },
  confirmTotpEnrolment: { body: ticketCodeSchema, response: enrolled },
  verifyTotp: { body: ticketCodeSchema, response: tokens },
  startPasskeyRegistration: { body: ticketRequestSchema, response: envelopeSchema(passkeyOptionsSchema.nullable()) },
  finishPasskeyRegistration: { body: passkeyRegistrationSchema, response: enrolled },
  startPasskeySignIn: { body: ticketRequestSchema, response: envelopeSchema(passkeyOptionsSchema.nullable()) },
  finishPasskeySignIn: { body: passkeySignInSchema, response: tokens },
  useRecoveryCode: { body: ticketCodeSchema, response: tokens },
  refreshStaffLogin: { body: staffRefreshSchema, response: tokens },
  signOutStaff: { body: staffSignOutSchema, response: emptyEnvelopeSchema },
} as const satisfies { [K in keyof typeof staffSignInRoutes]: Schemas };

export const staffApi = {
  getStaffMe: { response: envelopeSchema(staffMemberSchema) },
  updateStaffMe: { body: updateStaffMeSchema, response: envelopeSchema(staffMemberSchema.nullable()) },
  listStaff: { response: envelopeSchema(z.array(staffMemberSchema)) },
  inviteStaff: { body: inviteStaffSchema, response: envelopeSchema(staffMemberSchema.nullable()) },
  changeStaffRole: {
    params: staffIdParamsSchema,
    body: changeStaffRoleSchema,
    response: envelopeSchema(staffMemberSchema.nullable()),
  },
  setStaffEnabled: {
    params: staffIdParamsSchema,
    body: setStaffEnabledSchema,
    response: envelopeSchema(staffMemberSchema.nullable()),
  },
  unlockStaff: { params: staffIdParamsSchema, response: envelopeSchema(staffMemberSchema.nullable()) },
} as const satisfies { [K in keyof typeof staffRoutes]: Schemas };
