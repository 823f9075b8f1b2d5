/** Every route of §2, once. Router patterns use `:param`; build links with `to.*`. */
export const paths = {
  home: '/',
  registerVendor: '/Register',
  login: '/Login',
  loginCallback: '/LoginCallBack',
  verify: '/Verify/:token',
  event: '/Register/:eventId',
  checkIn: '/CheckIn/:EventId',
  survey: '/Survey/:SurveyId',
  faq: '/FAQ',
  unsubscribe: '/UnsubscribeBroadcast/:contactId',
  myBusiness: '/MyBusiness',
  manageContact: '/ManageContact/:id',
  createContact: '/CreateContact',
  /** The staff console (ours, DESIGN.md §10): one lazy subtree. */
  console: '/console',
  consoleLogin: '/console/login',
  consoleLoginCallback: '/console/login/callback',
  consoleAccount: '/console/account',
  consoleStaff: '/console/staff',
  consoleVendors: '/console/vendors',
  consoleVendor: '/console/vendors/:vendorId',
  consoleDocuments: '/console/documents',
  consoleMessages: '/console/messages',
  consoleThread: '/console/messages/:chatId',
  consoleEvents: '/console/events',
  consoleEventNew: '/console/events/new',
  consoleEvent: '/console/events/:eventId',
  consoleEventEdit: '/console/events/:eventId/edit',
  /** The confirmation mail's signed link (ours): a page with a confirm button, as a GET must not cancel. */
  cancelRegistration: '/CancelRegistration/:token',
  consoleCheckIn: '/console/check-in',
  consoleCheckInStation: '/console/check-in/:eventId',
  consoleBroadcasts: '/console/broadcasts',
  consoleBroadcast: '/console/broadcasts/:broadcastId',
  consoleSurveys: '/console/surveys',
  consoleSurvey: '/console/surveys/:surveyId',
  consoleFaqs: '/console/faqs',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));

export const to = {
  verify: (token: string) => `/Verify/${segment(token)}`,
  event: (eventId: string) => `/Register/${segment(eventId)}`,
  checkIn: (eventId: string) => `/CheckIn/${segment(eventId)}`,
  survey: (surveyId: string | number) => `/Survey/${segment(surveyId)}`,
  unsubscribe: (contactId: string) => `/UnsubscribeBroadcast/${segment(contactId)}`,
  manageContact: (id: number) => `/ManageContact/${segment(id)}`,
  /** §9 tab values travel in the query, so a link or a reload keeps the tab. */
  hubTab: (tab: number) => `/MyBusiness?tab=${tab}`,
  /** The directory with its filters in the query, so the dashboard links to a filtered list and a reload keeps it. */
  consoleVendors: (filter: Record<string, string> = {}) => {
    const query = new URLSearchParams(filter).toString();
    return query ? `/console/vendors?${query}` : '/console/vendors';
  },
  consoleVendor: (vendorId: number) => `/console/vendors/${segment(vendorId)}`,
  consoleThread: (chatId: number) => `/console/messages/${segment(chatId)}`,
  /** The events list, on one of its views (upcoming when none). */
  consoleEvents: (view?: string) => (view ? `/console/events?view=${segment(view)}` : '/console/events'),
  consoleEvent: (eventId: number, tab?: 'details' | 'attendees') =>
    `/console/events/${segment(eventId)}${tab ? `?tab=${tab}` : ''}`,
  consoleEventEdit: (eventId: number) => `/console/events/${segment(eventId)}/edit`,
  cancelRegistration: (token: string) => `/CancelRegistration/${segment(token)}`,
  consoleCheckInStation: (eventId: string) => `/console/check-in/${segment(eventId)}`,
  /** 'new' opens an empty draft. */
  consoleBroadcast: (broadcastId: number | 'new') => `/console/broadcasts/${segment(broadcastId)}`,
  /** A survey's page, on one of its tabs (questions, results, events). */
  consoleSurvey: (surveyId: number, tab?: string) =>
    `/console/surveys/${segment(surveyId)}${tab ? `?tab=${segment(tab)}` : ''}`,
} as const;
