import { engagementState, HUB_TABS, messages, type VendorInfo } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
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
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { to } from '../../paths.ts';
import { AssignmentsTab } from './assignments-tab.tsx';
import { ContactsTab } from './contacts-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { FilesTab } from './files-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';

/** §2 tab order, with the §9 values. */
const TAB_VALUES = [
  { value: HUB_TABS.Details },
  { value: HUB_TABS.Assignments },
  { value: HUB_TABS.Files },
  { value: HUB_TABS.Messages },
  { value: HUB_TABS.Contacts },
] as const;

/**
 * The server's "Missing required documents: <names>" (vendor-hub.service.ts): its heading in the page's language, the
 * names as staff wrote them.
 */
const MISSING_PREFIX = `${messages.missingRequiredDocuments}: `;

/** §2 Vendor hub (/MyBusiness): banners, program engagement and the five tabs; the tab lives in the URL. */
export function HubPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const info = useVendorInfo();
  const [tab, selectTab] = useUrlTab<number>(TAB_VALUES, { fallback: HUB_TABS.Details });
  const tabs = [
    { label: t`Details`, value: HUB_TABS.Details },
    { label: t`Assignments`, value: HUB_TABS.Assignments },
    { label: t`Files`, value: HUB_TABS.Files },
    { label: t`Messages`, value: HUB_TABS.Messages },
    { label: t`Contacts`, value: HUB_TABS.Contacts },
  ];

  if (info.isPending) return <LoadingState label={t`Loading your business…`} holdsFooter />;
  if (info.isError) {
    return (
      <Container maxWidth="md">
        <Alert severity="error">{translate(info.error.message || messages.couldNotLoadDataLower)}</Alert>
      </Container>
    );
  }
  const vendor = info.data;
  const missing = vendor.MissingRequiredDocumentDisplay;
  const label = translate(messages.missingRequiredDocuments);
  const documents = missing.startsWith(MISSING_PREFIX) ? missing.slice(MISSING_PREFIX.length) : null;

  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {vendor.Business.BusinessName}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
        {vendor.HasVerified ? (
          <Alert severity="success">{translate(messages.vendorVerified)}</Alert>
        ) : (
          <Alert severity="warning">{translate(messages.accountNotVerified)}</Alert>
        )}
        {vendor.MissingRequiredDocuments && (
          <Alert
            severity="error"
            action={
              <Button component={RouterLink} to={to.hubTab(HUB_TABS.Files)} color="inherit" size="small">
                {t`Go to Files`}
              </Button>
            }
          >
            {documents === null ? missing : t`${label}: ${documents}`}
          </Alert>
        )}
        <Engagement vendor={vendor} />
      </Box>

      <Paper variant="outlined">
        <UrlTabs label={t`My Business`} idPrefix="hub" tabs={tabs} value={tab} onChange={selectTab}>
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
  const { t } = useLingui();
  const translate = useTranslated();
  const request = useRequestProgramAccess();
  const state = engagementState(vendor);
  if (state === 'engaged') {
    return <Alert severity="success">{t`Your business is engaged with the program.`}</Alert>;
  }
  if (state === 'requested') {
    return (
      <Alert severity="info">
        {t`Program engagement requested. The program office will contact you about next steps.`}
      </Alert>
    );
  }
  if (state === 'none') return null;
  const ask = async () => {
    const answer = await request.mutateAsync({ VendorId: vendor.VendorId });
    if (answer.Success) toast.success(translate(messages.submitted));
    else toast.error(translate(answer.ErrorMessage || messages.apiError));
  };
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void ask()} disabled={request.isPending}>
          {t`Request engagement`}
        </Button>
      }
    >
      {t`Want to work with the program? Ask to engage and the program office will contact you.`}{' '}
      <Link component={RouterLink} to="/FAQ" color="inherit">
        {t`Learn more`}
      </Link>
    </Alert>
  );
}
