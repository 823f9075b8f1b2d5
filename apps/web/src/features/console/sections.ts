import type { EndpointKey, StaffRole } from '@bridgehub/contract';
import { paths } from '../../paths.ts';
import { mayUse } from './roles.ts';

export interface ConsoleSection {
  label: string;
  path: string;
  /** What the home screen says of it. */
  description: string;
  /** The endpoint the section stands on: a role sees the section when the contract lets it call that. */
  endpoint: EndpointKey;
}

const sections: ConsoleSection[] = [
  { label: 'Home', path: paths.console, description: 'What needs you now.', endpoint: 'getStaffMe' },
  {
    label: 'Vendors',
    path: paths.consoleVendors,
    description: 'Search, filter and export vendors; open one to edit it, its contacts, engagement and assignments.',
    endpoint: 'listConsoleVendors',
  },
  {
    label: 'Documents',
    path: paths.consoleDocuments,
    description: 'Review the files vendors uploaded: accept them, or reject them with a reason.',
    endpoint: 'listDocumentsAwaitingReview',
  },
  {
    label: 'Messages',
    path: paths.consoleMessages,
    description: 'Threads with vendors, those awaiting a reply first.',
    endpoint: 'listStaffInbox',
  },
  {
    label: 'Staff',
    path: paths.consoleStaff,
    description: 'Invite staff, change their roles, disable and enable accounts.',
    endpoint: 'listStaff',
  },
  {
    label: 'Account',
    path: paths.consoleAccount,
    description: 'Your display name, as vendors see it on staff replies, and your role.',
    endpoint: 'updateStaffMe',
  },
];

/** The console's navigation for a role, in order. */
export const sectionsFor = (role: StaffRole) => sections.filter((section) => mayUse(role, section.endpoint));
