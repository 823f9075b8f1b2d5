import { emptyContact, HUB_TABS, messages } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useLocation, useNavigate } from 'react-router';
import { useCreateContact, useVendorInfo } from '../../api/hub.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { toast } from '../../lib/toast.ts';
import { type CreateContactState, to } from '../../paths.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactScreen } from './contact-screen.tsx';

/**
 * §2 /CreateContact: the vendor id is handed over by navigation; opened directly (a reload, a bookmark) it falls back
 * to the signed-in contact's vendor. Without CanEditBusiness (§6) the form is read-only, as on /ManageContact.
 */
export function CreateContactPage() {
  const handedOver = (useLocation().state as Partial<CreateContactState> | null)?.vendorId;
  const info = useVendorInfo();
  const create = useCreateContact();
  const navigate = useNavigate();
  const vendorId = typeof handedOver === 'number' ? handedOver : info.data?.VendorId;

  return (
    <ContactScreen title="Create Contact">
      {vendorId === undefined || !info.data ? (
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
            canEdit={info.data.CanEditBusiness}
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
    </ContactScreen>
  );
}
