import type { ConsoleVendor } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { UrlTabs, useUrlTab } from '../../../components/url-tabs.tsx';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths } from '../console-paths.ts';
import { useStaffVendor } from './api.ts';
import { AssignmentsTab } from './assignments-tab.tsx';
import { AuditTab } from './audit-tab.tsx';
import { BusinessTab } from './business-tab.tsx';
import { ContactsTab } from './contacts-tab.tsx';
import { EngagementTab } from './engagement-tab.tsx';
import { VendorSummary } from './vendor-summary.tsx';

/** The tabs in order; `value` is the `?tab=` of links (the documents and messages suites open theirs by it). */
const TABS = [
  { value: 'business', label: 'Business' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'engagement', label: 'Engagement' },
  { value: 'assignments', label: 'Assignments' },
  { value: 'documents', label: 'Documents' },
  { value: 'messages', label: 'Messages' },
  { value: 'audit', label: 'Audit' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const ID_MAX = 2_147_483_647;

/** The tabs other parts of the console own (documents, messages): console-routes.tsx hands them in. */
export interface VendorParts {
  documents: ComponentType<{ vendorId: number }>;
  messages: ComponentType<{ vendorId: number }>;
}

const panelOf = (tab: TabValue, vendor: ConsoleVendor, parts: VendorParts): ReactNode => {
  switch (tab) {
    case 'contacts':
      return <ContactsTab vendor={vendor} />;
    case 'engagement':
      return <EngagementTab vendor={vendor} />;
    case 'assignments':
      return <AssignmentsTab vendor={vendor} />;
    case 'documents':
      return <parts.documents vendorId={vendor.VendorId} />;
    case 'messages':
      return <parts.messages vendorId={vendor.VendorId} />;
    case 'audit':
      return <AuditTab vendor={vendor} />;
    default:
      return <BusinessTab vendor={vendor} />;
  }
};

/** `/console/vendors/:vendorId`: everything about one vendor, a tab per part, the tab in the URL. */
export function VendorPage({ parts }: { parts: VendorParts }) {
  const raw = useParams().vendorId ?? '';
  // An address no vendor can have (not a whole number in the ids' range) is not asked of the server.
  const vendorId = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= ID_MAX ? Number(raw) : null;
  return vendorId === null ? <VendorNotFound /> : <VendorScreen vendorId={vendorId} parts={parts} />;
}

function VendorScreen({ vendorId, parts }: { vendorId: number; parts: VendorParts }) {
  const vendor = useStaffVendor(vendorId);
  const [tab, selectTab] = useUrlTab<TabValue>(TABS, { fallback: 'business' });

  return (
    <QueryState query={vendor} label="Loading the vendor…">
      {(data) =>
        data === null ? (
          <VendorNotFound />
        ) : (
          <>
            <BackToVendors current={data.Business.BusinessName} />
            <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {data.Business.BusinessName}
            </Typography>
            <VendorSummary vendor={data} />
            <Paper variant="outlined">
              <UrlTabs label="Vendor" idPrefix="vendor" tabs={TABS} value={tab} onChange={selectTab}>
                {panelOf(tab, data, parts)}
              </UrlTabs>
            </Paper>
          </>
        )
      }
    </QueryState>
  );
}

function BackToVendors({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={consolePaths.vendors}>
        Vendors
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}

function VendorNotFound() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Vendor not found
      </Typography>
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={consolePaths.vendors} color="inherit" size="small">
            Back to Vendors
          </Button>
        }
      >
        No vendor with this number.
      </Alert>
    </>
  );
}
