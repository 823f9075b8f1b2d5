import type { Route } from '../routes.ts';

/** A vendor's contacts and its program engagement (§7). */
export const contactRoutes = {
  requestAccess: { method: 'POST', path: '/api/Contacts/RequestAccess' },
  approveContact: { method: 'POST', path: '/api/Contacts/ApproveAccessApp', auth: 'vendor' },
  makePrimaryContact: { method: 'POST', path: '/api/Contacts/MakePrimaryApp', auth: 'vendor' },
  viewContact: { method: 'GET', path: '/api/Contacts/ViewContact/:id', auth: 'vendor' },
  updateContact: { method: 'PUT', path: '/api/Contacts/UpdateContactApp', auth: 'vendor' },
  createContact: { method: 'POST', path: '/api/Contacts/CreateContactApp', auth: 'vendor' },
  requestProgramAccess: { method: 'POST', path: '/api/Contacts/RequestProgramAccess', auth: 'vendor' },
} as const satisfies Record<string, Route>;
