import { z } from 'zod';
import { id, idName } from './fields.ts';

export const certificationGroupSchema = z.object({
  Name: z.string(),
  Label: z.string(),
  Link: z.string(),
  CertificationDTOs: z.array(idName),
});
export type CertificationGroup = z.infer<typeof certificationGroupSchema>;

export const idNameListSchema = z.array(idName);

/** §3 ownership ethnicity options; no endpoint serves them, so they live here. */
export const OWNERSHIP_ETHNICITIES = [
  { Id: 1, Name: 'Asian' },
  { Id: 2, Name: 'Asian Indian' },
  { Id: 3, Name: 'Asian Pacific' },
  { Id: 4, Name: 'Black' },
  { Id: 5, Name: 'Caucasian' },
  { Id: 6, Name: 'Hispanic/Latino' },
  { Id: 7, Name: 'Native American' },
  { Id: 8, Name: 'None of the Above' },
] as const satisfies readonly { Id: number; Name: string }[];

export const ownershipEthnicityId = id.refine((value) => OWNERSHIP_ETHNICITIES.some((option) => option.Id === value));
