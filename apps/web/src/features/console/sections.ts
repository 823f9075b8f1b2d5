import type { EndpointKey, StaffRole } from '@bridgehub/contract';
import { consolePaths } from './console-paths.ts';
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
  { label: 'Home', path: consolePaths.home, description: 'What needs you now.', endpoint: 'getStaffMe' },
  {
    label: 'Vendors',
    path: consolePaths.vendors,
    description: 'Search, filter and export vendors; open one to edit it, its contacts, engagement and assignments.',
    endpoint: 'listStaffVendors',
  },
  {
    label: 'Documents',
    path: consolePaths.documents,
    description: 'Review the files vendors uploaded: accept them, or reject them with a reason.',
    endpoint: 'listDocumentsAwaitingReview',
  },
  {
    label: 'Messages',
    path: consolePaths.messages,
    description: 'Threads with vendors, those awaiting a reply first.',
    endpoint: 'listStaffInbox',
  },
  {
    label: 'Events',
    path: consolePaths.events,
    description: 'Create, publish and cancel events; follow registrations, the waitlist and attendees.',
    endpoint: 'listStaffEvents',
  },
  {
    label: 'Check-in',
    path: consolePaths.checkIn,
    description: 'The check-in station of today’s and upcoming events: scan, search, walk-ins, live counts.',
    endpoint: 'listCheckInEvents',
  },
  {
    label: 'Surveys',
    path: consolePaths.surveys,
    description: 'Build event surveys, attach them to events, and read their results as charts, tables and exports.',
    endpoint: 'listStaffSurveys',
  },
  {
    label: 'FAQs',
    path: consolePaths.faqs,
    description: 'The questions on the public FAQ page: add, edit, reorder and delete them.',
    endpoint: 'listStaffFaqs',
  },
  {
    label: 'Access requests',
    path: consolePaths.accessRequests,
    description: 'Requests for free interpretation or translation, and accessibility barriers residents reported.',
    endpoint: 'listStaffAccessRequests',
  },
  {
    label: 'Broadcasts',
    path: consolePaths.broadcasts,
    description: 'Write to vendor contacts or event attendees, preview, send, and follow each delivery.',
    endpoint: 'listBroadcasts',
  },
  {
    label: 'Languages',
    path: consolePaths.languages,
    description:
      'The languages the public pages and the vendor hub are offered in, and each translation’s review state.',
    endpoint: 'getStaffMe',
  },
  {
    label: 'Staff',
    path: consolePaths.staff,
    description: 'Invite staff, change their roles, disable and enable accounts.',
    endpoint: 'listStaff',
  },
  {
    label: 'Account',
    path: consolePaths.account,
    description: 'Your display name, as vendors see it on staff replies, and your role.',
    endpoint: 'updateStaffMe',
  },
];

/** The console's navigation for a role, in order. */
export const sectionsFor = (role: StaffRole) => sections.filter((section) => mayUse(role, section.endpoint));
