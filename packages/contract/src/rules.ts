/** Field rules of specification §5 and constants of §9, as pure functions both sides run. */

/** §5: `{email}` with a top-level part of at least 2 letters; an empty value counts as valid. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string): boolean => value === '' || emailPattern.test(value.trim());

export const EMAIL_MAX = 254;
export const ORGANIZATION_NAME_MIN = 3;

/** §5: the name check says 'Must be over 3 characters' below this length; the search still runs. */
export const isOrganizationNameTooShort = (name: string): boolean => name.trim().length < ORGANIZATION_NAME_MIN;

/** §9: phone mask (###) ###-####, first digit 1-9. */
export const PHONE_MASK = '(###) ###-####';
const phonePattern = /^[1-9]\d{9}$/;

/** Stored as digits only; 0 means empty (§3 Contact.PhoneNumber). */
export const phoneToNumber = (value: string): number => {
  const digits = value.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
};

export const isValidPhone = (phone: number): boolean => phone === 0 || phonePattern.test(String(phone));

export const formatPhone = (phone: number): string => {
  if (!isValidPhone(phone) || phone === 0) return '';
  const d = String(phone);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** §5: zip keeps digits only; §9: nominal range 0-99999, so five digits. */
export const ZIP_LENGTH = 5;
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');
export const isValidZip = (zip: string): boolean => /^\d{5}$/.test(zip);

/** §2: the website is entered without the https:// prefix; a pasted scheme is dropped rather than refused. */
export const stripUrlScheme = (value: string): string => value.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');

/** §5 upload rule: allowed extensions, case-insensitive. */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'bmp',
  'tiff',
  'gif',
  'ico',
  'ogm',
  'wmv',
  'mpg',
  'webm',
  'ogv',
  'mov',
  'asx',
  'mpeg',
  'mp4',
  'm4v',
  'avi',
  'pdf',
  'xlsx',
] as const;

export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const isAllowedUpload = (fileName: string): boolean =>
  (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));

/** §3/§9 sentinel ids. */
export const OTHER_ID = -1;
export const ETHNICITY_NONE_OF_THE_ABOVE = 8;

/** §4: the access token is refreshed this many seconds before it expires. */
export const TOKEN_REFRESH_LEAD_SECONDS = 300;

/** §9 toasts. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000 } as const;

/** §2: the environment counts as dev when the host name contains localhost or dev. */
export const isDevHost = (hostname: string): boolean => /localhost|dev/i.test(hostname);

/** §9 tab values of the vendor hub. */
export const HUB_TABS = { Details: 1, Files: 2, Messages: 3, Assignments: 4, Contacts: 5 } as const;

/**
 * Legal-form words that must not hide a similar name (issue: "LLC, Inc, Corp, Co, Ltd, LLP, PLLC …").
 * Longest first so that "l l c" style spellings collapse before shorter ones match.
 */
const LEGAL_SUFFIXES = [
  'incorporated',
  'corporation',
  'company',
  'limited',
  'pllc',
  'llc',
  'llp',
  'lllp',
  'inc',
  'corp',
  'co',
  'ltd',
  'lp',
  'pc',
  'pa',
  'plc',
];

/**
 * The form of an organization name that similarity is measured on: case, punctuation, spacing, '&' versus 'and'
 * and trailing legal-form words do not count.
 */
export const normalizeOrganizationName = (name: string): string => {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b([a-z])\.(?=[a-z]\.)/g, '$1') // L.L.C. -> LLC
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.includes(words[words.length - 1] as string)) words.pop();
  if (words[0] === 'the' && words.length > 1) words.shift();
  return words.join(' ');
};

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
