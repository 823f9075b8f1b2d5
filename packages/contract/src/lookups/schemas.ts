import { z } from 'zod';
import { id, idName } from '../fields.ts';
import { OWNERSHIP_ETHNICITIES } from '../rules.ts';

export const certificationGroupSchema = z.object({
  Name: z.string(),
  Label: z.string(),
  Link: z.string(),
  CertificationDTOs: z.array(idName),
});
export type CertificationGroup = z.infer<typeof certificationGroupSchema>;

export const idNameListSchema = z.array(idName);

export const ownershipEthnicityId = id.refine((value) => OWNERSHIP_ETHNICITIES.some((option) => option.Id === value));
