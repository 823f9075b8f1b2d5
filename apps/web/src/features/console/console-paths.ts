import { paths, segment } from '../../paths.ts';

/** The console's routes, in its lazy subtree rather than every first visit's entry. Router patterns use `:param`. */
export const consolePaths = {
  home: paths.console,
  login: '/console/login',
  loginCallback: '/console/login/callback',
  account: '/console/account',
  staff: '/console/staff',
  vendors: '/console/vendors',
  vendor: '/console/vendors/:vendorId',
  documents: '/console/documents',
  messages: '/console/messages',
  thread: '/console/messages/:chatId',
  events: '/console/events',
  eventNew: '/console/events/new',
  event: '/console/events/:eventId',
  eventEdit: '/console/events/:eventId/edit',
  checkIn: '/console/check-in',
  checkInStation: '/console/check-in/:eventId',
  broadcasts: '/console/broadcasts',
  broadcast: '/console/broadcasts/:broadcastId',
  surveys: '/console/surveys',
  survey: '/console/surveys/:surveyId',
  faqs: '/console/faqs',
  languages: '/console/languages',
  accessRequests: '/console/access-requests',
} as const;

/** Links into the console, their ids encoded. */
export const toConsole = {
  /** The directory with its filters in the query, so the dashboard links to a filtered list and a reload keeps it. */
  vendors: (filter: Record<string, string> = {}) => {
    const query = new URLSearchParams(filter).toString();
    return query ? `/console/vendors?${query}` : '/console/vendors';
  },
  vendor: (vendorId: number) => `/console/vendors/${segment(vendorId)}`,
  thread: (chatId: number) => `/console/messages/${segment(chatId)}`,
  /** The events list, on one of its views (upcoming when none). */
  events: (view?: string) => (view ? `/console/events?view=${segment(view)}` : '/console/events'),
  event: (eventId: number, tab?: 'details' | 'attendees' | 'accommodations') =>
    `/console/events/${segment(eventId)}${tab ? `?tab=${tab}` : ''}`,
  eventEdit: (eventId: number) => `/console/events/${segment(eventId)}/edit`,
  checkInStation: (eventId: string) => `/console/check-in/${segment(eventId)}`,
  /** 'new' opens an empty draft. */
  broadcast: (broadcastId: number | 'new') => `/console/broadcasts/${segment(broadcastId)}`,
  /** A survey's page, on one of its tabs (questions, results, events). */
  survey: (surveyId: number, tab?: string) =>
    `/console/surveys/${segment(surveyId)}${tab ? `?tab=${segment(tab)}` : ''}`,
} as const;
