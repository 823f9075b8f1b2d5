import { engagementState, HUB_TABS, messages, type VendorInfo } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRequestProgramAccess, useVendorInfo } from '../../api/hub.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { UrlTabs, useUrlTab } from '../../components/url-tabs.tsx';
import { toast } from '../../lib/toast.ts';
import { to } from '../../paths.ts';
import { AssignmentsTab } from './assignments-tab.tsx';
import { ContactsTab } from './contacts-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { FilesTab } from './files-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';

/** §2 tab order, with the §9 values. */
const TABS = [
  { label: 'Details', value: HUB_TABS.Details },
  { label: 'Assignments', value: HUB_TABS.Assignments },
  { label: 'Files', value: HUB_TABS.Files },
  { label: 'Messages', value: HUB_TABS.Messages },
  { label: 'Contacts', value: HUB_TABS.Contacts },
] as const;

/** §2 Vendor hub (/MyBusiness): banners, program engagement and the five tabs; the tab lives in the URL. */
export function HubPage() {
  const info = useVendorInfo();
  const [tab, selectTab] = useUrlTab<number>(TABS, { fallback: HUB_TABS.Details });

  if (info.isPending) return <LoadingState label="Loading your business…" holdsFooter />;
  if (info.isError) {
    return (
      <Container maxWidth="md">
        <Alert severity="error">{info.error.message || messages.couldNotLoadDataLower}</Alert>
      </Container>
    );
  }
  const vendor = info.data;

  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {vendor.Business.BusinessName}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
        {vendor.HasVerified ? (
          <Alert severity="success">{messages.vendorVerified}</Alert>
        ) : (
          <Alert severity="warning">{messages.accountNotVerified}</Alert>
        )}
        {vendor.MissingRequiredDocuments && (
          <Alert
            severity="error"
            action={
              <Button component={RouterLink} to={to.hubTab(HUB_TABS.Files)} color="inherit" size="small">
                Go to Files
              </Button>
            }
          >
            {vendor.MissingRequiredDocumentDisplay}
          </Alert>
        )}
        <Engagement vendor={vendor} />
      </Box>

      <Paper variant="outlined">
        <UrlTabs label="My Business" idPrefix="hub" tabs={TABS} value={tab} onChange={selectTab}>
          {panelOf(tab, vendor)}
        </UrlTabs>
      </Paper>
    </Container>
  );
}

const panelOf = (tab: number, vendor: VendorInfo): ReactNode => {
  switch (tab) {
    case HUB_TABS.Assignments:
      return <AssignmentsTab vendor={vendor} />;
    case HUB_TABS.Files:
      return <FilesTab vendor={vendor} />;
    case HUB_TABS.Messages:
      return <MessagesTab vendor={vendor} />;
    case HUB_TABS.Contacts:
      return <ContactsTab vendor={vendor} />;
    default:
      return <DetailsTab vendor={vendor} />;
  }
};

/** §6 program engagement: a way to ask when allowed, the state once asked or granted. */
function Engagement({ vendor }: { vendor: VendorInfo }) {
  const request = useRequestProgramAccess();
  const state = engagementState(vendor);
  if (state === 'engaged') {
    return <Alert severity="success">Your business is engaged with the program.</Alert>;
  }
  if (state === 'requested') {
    return (
      <Alert severity="info">Program engagement requested. The program office will contact you about next steps.</Alert>
    );
  }
  if (state === 'none') return null;
  const ask = async () => {
    const answer = await request.mutateAsync({ VendorId: vendor.VendorId });
    if (answer.Success) toast.success(messages.submitted);
    else toast.error(answer.ErrorMessage || messages.apiError);
  };
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void ask()} disabled={request.isPending}>
          Request engagement
        </Button>
      }
    >
      Want to work with the program? Ask to engage and the program office will contact you.{' '}
      <Link component={RouterLink} to="/FAQ" color="inherit">
        Learn more
      </Link>
    </Alert>
  );
}
