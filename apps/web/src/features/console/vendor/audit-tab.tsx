import {
  AUDIT_ACTOR_KINDS,
  AUDIT_ENTITIES,
  type AuditEntry,
  type ConsoleVendor,
  OWNERSHIP_ETHNICITIES,
} from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  useBusinessClassifications,
  useCertificationGroups,
  usePublicOrganizations,
  useStates,
} from '../../../api/lookups.ts';
import { formatInstant } from '../../../lib/format-date.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useVendorAudit } from './api.ts';
import { actionLabel, actorKindLabels, changesOf, entityLabels, type IdNames } from './audit-format.ts';

const PAGE_SIZE = 20;

interface Filters {
  entity: string;
  actorKind: string;
  /** yyyy-mm-dd, as the date inputs give them, in the reader's time zone. */
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { entity: '', actorKind: '', from: '', to: '' };

/** The start of a local day as an instant; `days` later for an end that includes the whole day. */
const startOfDay = (date: string, days = 0) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + days).toISOString();
};

/** What a record is about, when the vendor page knows it by name. */
const subjectOf = (entry: AuditEntry, vendor: ConsoleVendor) => {
  if (entry.Entity === 'contact') {
    const contact = vendor.Contacts.find((candidate) => candidate.Id === entry.EntityId);
    return contact ? `${contact.FirstName} ${contact.LastName}`.trim() : null;
  }
  if (entry.Entity === 'assignment') {
    return vendor.Assignments.find((candidate) => candidate.Id === entry.EntityId)?.Assignment ?? null;
  }
  return null;
};

const byId = (list: readonly { Id: number; Name: string }[] | undefined) =>
  new Map((list ?? []).map((item) => [item.Id, item.Name]));

/** The business form's lookup lists (cached for the visit), so recorded ids read as the names the form shows. */
function useIdNames(): IdNames {
  const states = useStates().data;
  const classifications = useBusinessClassifications().data;
  const publicOrganizations = usePublicOrganizations().data;
  const certificationGroups = useCertificationGroups().data;
  return useMemo(() => {
    const stateNames = byId(states);
    return {
      stateId: stateNames,
      businessLicenseStateId: stateNames,
      businessClassificationId: byId(classifications),
      publicOrganizationId: byId(publicOrganizations),
      ownershipEthnicity: byId(OWNERSHIP_ETHNICITIES),
      certificationIds: byId(certificationGroups?.flatMap((group) => group.CertificationDTOs)),
    };
  }, [states, classifications, publicOrganizations, certificationGroups]);
}

/** Who changed what about the vendor, and when (DESIGN.md §10), newest first, filtered and paged. */
export function AuditTab({ vendor }: { vendor: ConsoleVendor }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const names = useIdNames();
  const audit = useVendorAudit(vendor.VendorId, {
    Entity: filters.entity || undefined,
    ActorKind: filters.actorKind || undefined,
    From: filters.from ? startOfDay(filters.from) : undefined,
    To: filters.to ? startOfDay(filters.to, 1) : undefined,
    Page: page,
    PageSize: PAGE_SIZE,
  });
  const isFiltered = Object.values(filters).some((value) => value !== '');

  const change = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((previous) => ({ ...previous, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <section aria-labelledby="audit-heading">
      <Typography id="audit-heading" variant="h2" gutterBottom>
        Audit trail
      </Typography>
      <Box
        component="form"
        aria-label="Filter the audit trail"
        onSubmit={(event) => event.preventDefault()}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' },
          alignItems: 'start',
          mb: 3,
        }}
      >
        <TextField
          select
          label="What"
          value={filters.entity}
          onChange={change('entity')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Everything</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entityLabels[entity] ?? entity}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Who"
          value={filters.actorKind}
          onChange={change('actorKind')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Anyone</option>
          {AUDIT_ACTOR_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {actorKindLabels[kind]}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          label="From"
          value={filters.from}
          onChange={change('from')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
        />
        <TextField
          type="date"
          label="To"
          value={filters.to}
          onChange={change('to')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
        />
        <Button
          disabled={!isFiltered}
          onClick={() => {
            setFilters(NO_FILTERS);
            setPage(1);
          }}
          sx={{ mt: 1 }}
        >
          Clear filters
        </Button>
      </Box>
      <QueryState query={audit} label="Loading the audit trail…">
        {(result) => {
          if (result.Items.length === 0) {
            return (
              <Typography color="text.secondary" role="status">
                {isFiltered ? 'No changes match these filters.' : 'No changes recorded yet.'}
              </Typography>
            );
          }
          const first = (result.Page - 1) * result.PageSize + 1;
          return (
            <>
              <Typography color="text.secondary" role="status" sx={{ mb: 1.5 }}>
                {result.Total === 1
                  ? '1 change'
                  : `Changes ${first}–${first + result.Items.length - 1} of ${result.Total}`}
              </Typography>
              <Box
                component="ul"
                aria-label="Changes"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              >
                {result.Items.map((entry) => (
                  <AuditRow key={entry.Id} entry={entry} subject={subjectOf(entry, vendor)} names={names} />
                ))}
              </Box>
              <Pages
                page={result.Page}
                total={result.Total}
                pageSize={result.PageSize}
                onChange={setPage}
                label="Pages of the audit trail"
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function AuditRow({ entry, subject, names }: { entry: AuditEntry; subject: string | null; names: IdNames }) {
  const action = actionLabel(entry);
  const changes = changesOf(entry, names);
  return (
    <Paper component="li" variant="outlined" aria-label={action} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {action}
        {subject && `: ${subject}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: changes.length > 0 ? 1 : 0 }}>
        {entry.ActorName} ({actorKindLabels[entry.ActorKind].toLowerCase()}) · {formatInstant(entry.CreatedAt)}
      </Typography>
      {changes.length > 0 && (
        <Box
          component="ul"
          aria-label="Changed fields"
          sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          {changes.map((item) => (
            <Typography component="li" variant="body2" key={item.field}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {item.field}
              </Box>
              : {item.before} <span aria-hidden="true">→</span>
              <Box component="span" sx={visuallyHidden}>
                changed to
              </Box>{' '}
              {item.after}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
