import { HUB_TABS, messages } from '@bridgehub/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import toast from 'react-hot-toast';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useCreateContact, useVendorInfo } from '../../api/hub.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { to } from '../../paths.ts';
import type { CreateContactState } from '../hub/contacts-tab.tsx';
import { emptyContact } from '../vendor/form-values.ts';
import { ContactForm } from './contact-form.tsx';

/**
 * §2 /CreateContact: the vendor id is handed over by navigation; opened directly (a reload, a bookmark) it falls back
 * to the signed-in contact's vendor.
 */
export function CreateContactPage() {
  const handedOver = (useLocation().state as Partial<CreateContactState> | null)?.vendorId;
  const info = useVendorInfo();
  const create = useCreateContact();
  const navigate = useNavigate();
  const vendorId = typeof handedOver === 'number' ? handedOver : info.data?.VendorId;

  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
      <Button component={RouterLink} to={to.hubTab(HUB_TABS.Contacts)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back
      </Button>
      <Typography variant="h1" gutterBottom>
        Create Contact
      </Typography>
      {vendorId === undefined ? (
        info.isError ? (
          <Alert severity="error">{messages.couldNotLoadDataLower}</Alert>
        ) : (
          <LoadingState label="Loading…" />
        )
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <ContactForm
            label="Create contact"
            contact={emptyContact()}
            isEmailLocked={false}
            onSave={async (values) => {
              const answer = await create.mutateAsync({ ...values, VendorId: vendorId });
              if (!answer.Success) {
                toast.error(answer.ErrorMessage || messages.unableToSave);
                return false;
              }
              toast.success(messages.createdContact);
              navigate(to.hubTab(HUB_TABS.Contacts));
              return true;
            }}
          />
        </Paper>
      )}
    </Container>
  );
}
