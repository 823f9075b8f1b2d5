import { ok } from '@bridgehub/contract';
import type { ApiStubs } from './api-stub.ts';

/** A few of each lookup list the registration and hub forms show, with the server's ids for the named choices. */
export const lookupStubs = {
  listStates: ok([
    { Id: 38, Name: 'Oregon' },
    { Id: 48, Name: 'Washington' },
  ]),
  listBusinessClassifications: ok([
    { Id: 2, Name: 'C corporation' },
    { Id: 3, Name: 'S corporation' },
  ]),
  listPublicOrganizations: ok([
    { Id: -1, Name: 'Other' },
    { Id: 1, Name: 'City' },
  ]),
  listCertifications: ok([
    {
      Name: 'COBID',
      Label: "Oregon's Certification Office for Business Inclusion and Diversity (COBID)",
      Link: 'https://www.oregon.gov/biz/programs/cobid/pages/default.aspx',
      CertificationDTOs: [
        { Id: 103, Name: 'Woman Business Enterprise (WBE)' },
        { Id: 105, Name: 'Emerging Small Business (ESB)' },
      ],
    },
  ]),
} satisfies ApiStubs;
