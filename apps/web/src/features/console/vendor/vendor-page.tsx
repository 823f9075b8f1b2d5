import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { VendorDocumentsPanel } from '../documents/vendor-documents-panel.tsx';
import { VendorMessagesPanel } from '../messages/vendor-messages-panel.tsx';

/** Stand-in for the vendor page (built on another branch): its Documents and Messages panels, one after the other. */
export function VendorPage() {
  const vendorId = Number(useParams().vendorId);
  return (
    <Stack spacing={5}>
      <Typography variant="h1">Vendor</Typography>
      <VendorDocumentsPanel vendorId={vendorId} />
      <VendorMessagesPanel vendorId={vendorId} />
    </Stack>
  );
}
