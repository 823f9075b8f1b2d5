import type { Route } from '../routes.ts';

/** The check-in station and its door actions (DESIGN.md §10): every staff role, Check-in volunteers included. */
const anyStaff = { auth: 'staff', roles: ['Administrator', 'Coordinator', 'CheckInVolunteer'] } as const;

// The event's id travels in the query: a path parameter past the router's length limit would answer 414 before the
// sign-in is checked.
export const checkInStaffRoutes = {
  listCheckInEvents: { method: 'GET', path: '/api/Staff/CheckIn/Events', ...anyStaff },
  getCheckInRoster: { method: 'GET', path: '/api/Staff/CheckIn/Roster', ...anyStaff },
  getCheckInCounts: { method: 'GET', path: '/api/Staff/CheckIn/Counts', ...anyStaff },
  searchCheckInAttendees: { method: 'GET', path: '/api/Staff/CheckIn/Search', ...anyStaff },
  checkInAttendee: { method: 'POST', path: '/api/Staff/CheckIn/Attendee', ...anyStaff },
  addWalkIn: { method: 'POST', path: '/api/Staff/CheckIn/WalkIn', ...anyStaff },
} as const satisfies Record<string, Route>;
