import { ENGAGEMENT_STATES, SEARCH_MAX } from '@bridgehub/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useCertificationGroups } from '../../../api/lookups.ts';
import { CHECKBOX_FILTERS, type CheckboxFilter, type DirectoryParams } from '../lib/directory-query.ts';
import { engagementLabels } from '../lib/vendor-labels.ts';

/** Typing waits this long for a pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

const checkboxLabels: Record<CheckboxFilter, string> = {
  MissingRequiredDocuments: 'Missing required documents',
  NeedsReply: 'Needs a reply',
  ContactsAwaitingApproval: 'Contacts awaiting approval',
  DocumentsAwaitingReview: 'Documents awaiting review',
  Locked: 'Editing locked',
};

/** Each order the API offers, both ways, as one choice: "Sort" and "Descending" in the URL. */
const SORTS = [
  { value: 'Name', label: 'Name, A to Z' },
  { value: 'Name:desc', label: 'Name, Z to A' },
  { value: 'Created:desc', label: 'Newest first' },
  { value: 'Created', label: 'Oldest first' },
  { value: 'LastActivity:desc', label: 'Most recent activity first' },
  { value: 'LastActivity', label: 'Least recent activity first' },
] as const;

const FILTERS_ID = 'directory-filters';

/** How many filters beside the search narrow the list: the folded panel's button says so. */
const countChosen = (params: DirectoryParams) =>
  ['Verified', 'Engagement', 'CertificationId', ...CHECKBOX_FILTERS].filter((key) => key in params).length;

const sortOf = (params: DirectoryParams) => `${params.Sort ?? 'Name'}${params.Descending === 'true' ? ':desc' : ''}`;

interface DirectoryFiltersProps {
  params: DirectoryParams;
  /** Sets or (with undefined) removes query values; `replace` keeps typing out of the back button's history. */
  onChange: (changes: Record<string, string | undefined>, replace?: boolean) => void;
  /** Offers the order too; a broadcast's audience chooses vendors, not an order. */
  isSortable?: boolean;
}

/** The directory's search, filters and order; every control shows the URL's value. */
export function DirectoryFilters({ params, onChange, isSortable = true }: DirectoryFiltersProps) {
  const certifications = useCertificationGroups();
  // On a phone the filters fold away behind a button, so the list is in reach; the search stays.
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [isOpen, setOpen] = useState(false);
  const chosen = countChosen(params);

  return (
    <Paper variant="outlined" role="search" aria-label="Find vendors" sx={{ p: 2, mb: 2 }}>
      <SearchField value={params.Search ?? ''} onSearch={(Search) => onChange({ Search }, true)} />
      {!isWide && (
        <Button
          aria-expanded={isOpen}
          aria-controls={FILTERS_ID}
          onClick={() => setOpen(!isOpen)}
          endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ mt: 1 }}
        >
          {isOpen ? 'Hide filters' : 'Show filters'}
          {chosen > 0 && ` (${chosen} chosen)`}
        </Button>
      )}
      <Box id={FILTERS_ID} hidden={!isWide && !isOpen}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          <Choice
            id="directory-verified"
            label="Verified"
            value={params.Verified}
            onChange={(Verified) => onChange({ Verified })}
          >
            <option value="">Any</option>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </Choice>
          <Choice
            id="directory-engagement"
            label="Engagement"
            value={params.Engagement}
            onChange={(Engagement) => onChange({ Engagement })}
          >
            <option value="">Any</option>
            {ENGAGEMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {engagementLabels[state]}
              </option>
            ))}
          </Choice>
          <Choice
            id="directory-certification"
            label="Certification"
            value={params.CertificationId}
            onChange={(CertificationId) => onChange({ CertificationId })}
          >
            <option value="">{certifications.isError ? 'Any (the list could not be loaded)' : 'Any'}</option>
            {certifications.data?.flatMap((group) =>
              group.CertificationDTOs.map((certification) => (
                <option key={certification.Id} value={certification.Id}>
                  {group.Name}: {certification.Name}
                </option>
              )),
            )}
          </Choice>
          {isSortable && (
            <Choice
              id="directory-sort"
              label="Sort by"
              value={sortOf(params)}
              onChange={(value) => {
                const [Sort, direction] = value.split(':');
                onChange({ Sort: Sort === 'Name' ? undefined : Sort, Descending: direction ? 'true' : undefined });
              }}
            >
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </Choice>
          )}
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ p: 0 }}>
            Show only vendors with
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {CHECKBOX_FILTERS.map((key) => (
              <FormControlLabel
                key={key}
                label={checkboxLabels[key]}
                control={
                  <Checkbox
                    checked={params[key] === 'true'}
                    onChange={(event) => onChange({ [key]: event.target.checked ? 'true' : undefined })}
                  />
                }
              />
            ))}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A native select: the phone's own picker, and no menu to lose focus in. */
function Choice({ id, label, value, onChange, children }: ChoiceProps) {
  return (
    <TextField
      select
      id={id}
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

/**
 * The search box: the server is asked once typing pauses. It follows the URL when that changes on its own (the back
 * button, "Clear filters").
 */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const search = useEffectEvent(onSearch);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      id="directory-search"
      type="search"
      size="small"
      label="Search"
      helperText="Business name or e-mail, or a contact’s name or e-mail"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
    />
  );
}
