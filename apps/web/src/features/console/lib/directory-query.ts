import { vendorDirectoryQuerySchema } from '@bridgehub/contract';

/** The directory's state lives in the URL under the API's own query names, so a link or a reload keeps it. */
export type DirectoryParams = Record<string, string>;

const KEYS = Object.keys(vendorDirectoryQuerySchema.shape);

/** Filters the screen offers as a checkbox: only "yes" is a choice, so only 'true' is read from the URL. */
export const CHECKBOX_FILTERS = [
  'MissingRequiredDocuments',
  'NeedsReply',
  'ContactsAwaitingApproval',
  'DocumentsAwaitingReview',
  'Locked',
] as const;
export type CheckboxFilter = (typeof CHECKBOX_FILTERS)[number];

/** The keys that narrow the list, as opposed to ordering or paging it. */
const NARROWING = ['Search', 'Verified', 'Engagement', 'CertificationId', ...CHECKBOX_FILTERS];

const isCheckboxFilter = (key: string): key is CheckboxFilter => (CHECKBOX_FILTERS as readonly string[]).includes(key);

/**
 * The URL's directory query: the values the API accepts, each under its own name; a value the API would refuse (an
 * edited or outdated link) is dropped rather than failing the whole screen.
 */
export const readDirectoryParams = (search: URLSearchParams) => {
  const params: DirectoryParams = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (value === null || value === '' || (isCheckboxFilter(key) && value !== 'true')) continue;
    params[key] = value;
  }
  const parsed = vendorDirectoryQuerySchema.safeParse(params);
  if (parsed.success) return { params, query: parsed.data };
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const accepted = Object.fromEntries(Object.entries(params).filter(([key]) => !refused.has(key)));
  return { params: accepted, query: vendorDirectoryQuerySchema.parse(accepted) };
};

/** `params` with `changes` applied (undefined removes a key); any change but the page's starts again at page 1. */
export const changeParams = (params: DirectoryParams, changes: Record<string, string | undefined>) => {
  const next: DirectoryParams = { ...params };
  if (!('Page' in changes)) delete next.Page;
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  return next;
};

export const isNarrowed = (params: DirectoryParams) => NARROWING.some((key) => key in params);

/** What the export takes: the filters and the order, not the page. */
export const exportParams = ({ Page: _page, PageSize: _size, ...filter }: DirectoryParams) => filter;

/** Everything but the order: "Clear filters" keeps how the list is sorted. */
export const clearedParams = (params: DirectoryParams) =>
  Object.fromEntries(Object.entries(params).filter(([key]) => key === 'Sort' || key === 'Descending'));
