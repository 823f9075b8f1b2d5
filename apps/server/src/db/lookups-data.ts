/**
 * Lookup lists seeded on every start (ids are stable: stored rows refer to them). Certification types are those the
 * certifying bodies issue; tax classifications are the IRS Form W-9 choices.
 */

export const STATES = [
  { Id: 1, Name: 'Alabama' },
  { Id: 2, Name: 'Alaska' },
  { Id: 3, Name: 'Arizona' },
  { Id: 4, Name: 'Arkansas' },
  { Id: 5, Name: 'California' },
  { Id: 6, Name: 'Colorado' },
  { Id: 7, Name: 'Connecticut' },
  { Id: 8, Name: 'Delaware' },
  { Id: 9, Name: 'District of Columbia' },
  { Id: 10, Name: 'Florida' },
  { Id: 11, Name: 'Georgia' },
  { Id: 12, Name: 'Hawaii' },
  { Id: 13, Name: 'Idaho' },
  { Id: 14, Name: 'Illinois' },
  { Id: 15, Name: 'Indiana' },
  { Id: 16, Name: 'Iowa' },
  { Id: 17, Name: 'Kansas' },
  { Id: 18, Name: 'Kentucky' },
  { Id: 19, Name: 'Louisiana' },
  { Id: 20, Name: 'Maine' },
  { Id: 21, Name: 'Maryland' },
  { Id: 22, Name: 'Massachusetts' },
  { Id: 23, Name: 'Michigan' },
  { Id: 24, Name: 'Minnesota' },
  { Id: 25, Name: 'Mississippi' },
  { Id: 26, Name: 'Missouri' },
  { Id: 27, Name: 'Montana' },
  { Id: 28, Name: 'Nebraska' },
  { Id: 29, Name: 'Nevada' },
  { Id: 30, Name: 'New Hampshire' },
  { Id: 31, Name: 'New Jersey' },
  { Id: 32, Name: 'New Mexico' },
  { Id: 33, Name: 'New York' },
  { Id: 34, Name: 'North Carolina' },
  { Id: 35, Name: 'North Dakota' },
  { Id: 36, Name: 'Ohio' },
  { Id: 37, Name: 'Oklahoma' },
  { Id: 38, Name: 'Oregon' },
  { Id: 39, Name: 'Pennsylvania' },
  { Id: 40, Name: 'Rhode Island' },
  { Id: 41, Name: 'South Carolina' },
  { Id: 42, Name: 'South Dakota' },
  { Id: 43, Name: 'Tennessee' },
  { Id: 44, Name: 'Texas' },
  { Id: 45, Name: 'Utah' },
  { Id: 46, Name: 'Vermont' },
  { Id: 47, Name: 'Virginia' },
  { Id: 48, Name: 'Washington' },
  { Id: 49, Name: 'West Virginia' },
  { Id: 50, Name: 'Wisconsin' },
  { Id: 51, Name: 'Wyoming' },
];

export const CERTIFICATION_GROUPS = [
  {
    Name: 'COBID',
    Label: "Oregon's Certification Office for Business Inclusion and Diversity (COBID)",
    Link: 'https://www.oregon.gov/biz/programs/cobid/pages/default.aspx',
    CertificationDTOs: [
      { Id: 101, Name: 'Disadvantaged Business Enterprise (DBE)' },
      { Id: 102, Name: 'Minority Business Enterprise (MBE)' },
      { Id: 103, Name: 'Woman Business Enterprise (WBE)' },
      { Id: 104, Name: 'Service-Disabled Veteran Business Enterprise (SDVBE)' },
      { Id: 105, Name: 'Emerging Small Business (ESB)' },
      { Id: 106, Name: 'Airport Concession Disadvantaged Business Enterprise (ACDBE)' },
    ],
  },
  {
    Name: 'OMWBE',
    Label: "Washington's Office of Minority and Women's Business Enterprises (OMWBE)",
    Link: 'https://omwbe.wa.gov/',
    CertificationDTOs: [
      { Id: 201, Name: 'Minority Business Enterprise (MBE)' },
      { Id: 202, Name: "Women's Business Enterprise (WBE)" },
      { Id: 203, Name: "Minority and Women's Business Enterprise (MWBE)" },
      { Id: 204, Name: 'Disadvantaged Business Enterprise (DBE)' },
      { Id: 205, Name: 'Airport Concession Disadvantaged Business Enterprise (ACDBE)' },
      { Id: 206, Name: 'Small Business Enterprise (SBE)' },
    ],
  },
  {
    Name: 'WDVA',
    Label: 'Washington Department of Veterans Affairs veteran-owned business',
    Link: 'https://www.dva.wa.gov/veterans-their-families/veteran-owned-businesses',
    CertificationDTOs: [{ Id: 301, Name: 'Veteran-Owned Business' }],
  },
  {
    Name: 'SBA',
    Label: 'U.S. Small Business Administration (SBA) certifications',
    Link: 'https://www.sba.gov/federal-contracting/contracting-assistance-programs',
    CertificationDTOs: [
      { Id: 401, Name: '8(a) Business Development' },
      { Id: 402, Name: 'HUBZone' },
      { Id: 403, Name: 'Women-Owned Small Business (WOSB)' },
      { Id: 404, Name: 'Economically Disadvantaged Women-Owned Small Business (EDWOSB)' },
      { Id: 405, Name: 'Veteran-Owned Small Business (VOSB)' },
      { Id: 406, Name: 'Service-Disabled Veteran-Owned Small Business (SDVOSB)' },
    ],
  },
];

export const BUSINESS_CLASSIFICATIONS = [
  { Id: 1, Name: 'Individual/sole proprietor or single-member LLC' },
  { Id: 2, Name: 'C corporation' },
  { Id: 3, Name: 'S corporation' },
  { Id: 4, Name: 'Partnership' },
  { Id: 5, Name: 'Trust/estate' },
  { Id: 6, Name: 'Limited liability company (C corporation)' },
  { Id: 7, Name: 'Limited liability company (S corporation)' },
  { Id: 8, Name: 'Limited liability company (Partnership)' },
  { Id: 9, Name: 'Other (government, tax-exempt or other entity)' },
];

/** -1 is the specification's "other" option; it is listed after the ids above 0. */
export const PUBLIC_ORGANIZATIONS = [
  { Id: 1, Name: 'City' },
  { Id: 2, Name: 'County' },
  { Id: 3, Name: 'State agency' },
  { Id: 4, Name: 'Federal agency' },
  { Id: 5, Name: 'Tribal government' },
  { Id: 6, Name: 'Port district' },
  { Id: 7, Name: 'Transit agency' },
  { Id: 8, Name: 'School district' },
  { Id: 9, Name: 'Special purpose district' },
  { Id: 10, Name: 'Public college or university' },
  { Id: -1, Name: 'Other' },
];

/** -1 is the specification's "other" option, which asks for an Other Description. */
export const DOCUMENT_TYPES = [
  { Id: 1, Name: 'IRS Form W-9' },
  { Id: 2, Name: 'Certificate of insurance' },
  { Id: 3, Name: 'Business license' },
  { Id: 4, Name: 'Certification letter' },
  { Id: 5, Name: 'Capability statement' },
  { Id: 6, Name: 'Bonding letter' },
  { Id: 7, Name: 'Safety program' },
  { Id: 8, Name: 'Photo or video of work' },
  { Id: -1, Name: 'Other' },
];

/** Seeded only into an empty database, as demo content the staff replace. */
export const DEMO_FAQS = [
  {
    Header: 'Who can register as a vendor?',
    Body: 'Businesses, public agencies, non-profits and community-based organizations can register. Registering is free and lets the program contact you about contracting opportunities, events and resources.',
    DefaultOpen: true,
  },
  {
    Header: 'How do I sign in? There is no password.',
    Body: 'Choose My Business and enter the e-mail address of a contact of your organization. We e-mail you a sign-in link that works once and expires after 30 minutes. E-mails can take 5 or more minutes to arrive; check your spam folder too.',
    DefaultOpen: false,
  },
  {
    Header: 'Someone at my company already registered. How do I get access?',
    Body: "Each organization registers once. Ask your organization's primary contact to add you as a contact from the Contacts tab of the vendor hub, then sign in with your own e-mail address.",
    DefaultOpen: false,
  },
  {
    Header: 'Do I need a COBID, OMWBE or SBA certification?',
    Body: 'No. Certification is not required to register. If you hold a certification, tell us which: it helps the program reach certified firms and meet its equity goals.',
    DefaultOpen: false,
  },
  {
    Header: 'How do I register for an event?',
    Body: 'Open an event from the list on the home page and register with your name and e-mail. On the day of the event, check in from the same page or from the link in your confirmation e-mail.',
    DefaultOpen: false,
  },
];
