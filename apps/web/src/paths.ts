/** What /CreateContact receives by navigation from the hub's Contacts (§2). */
export interface CreateContactState {
  vendorId: number;
}

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
  /** The staff console (ours, DESIGN.md §10): one lazy subtree, with its own routes (console-paths.ts). */
  console: '/console',
  /** The confirmation mail's signed link (ours): a page with a confirm button, as a GET must not cancel. */
  cancelRegistration: '/CancelRegistration/:token',
  /** Title VI's notice of free interpretation and translation, in every offered language, with its request form (ours). */
  languageAssistance: '/LanguageAssistance',
  /** The accessibility statement, with its form to report a barrier (ours). */
  accessibility: '/Accessibility',
} as const;

export const segment = (value: string | number) => encodeURIComponent(String(value));

export const to = {
  verify: (token: string) => `/Verify/${segment(token)}`,
  event: (eventId: string) => `/Register/${segment(eventId)}`,
  checkIn: (eventId: string) => `/CheckIn/${segment(eventId)}`,
  survey: (surveyId: string | number) => `/Survey/${segment(surveyId)}`,
  unsubscribe: (contactId: string) => `/UnsubscribeBroadcast/${segment(contactId)}`,
  manageContact: (id: number) => `/ManageContact/${segment(id)}`,
  /** §9 tab values travel in the query, so a link or a reload keeps the tab. */
  hubTab: (tab: number) => `/MyBusiness?tab=${tab}`,
  cancelRegistration: (token: string) => `/CancelRegistration/${segment(token)}`,
} as const;
