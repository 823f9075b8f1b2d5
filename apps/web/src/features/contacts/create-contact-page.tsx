import { emptyContact, HUB_TABS, messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useLocation, useNavigate } from 'react-router';
import { useCreateContact, useVendorInfo } from '../../api/hub.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { type CreateContactState, to } from '../../paths.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactScreen } from './contact-screen.tsx';

/**
 * §2 /CreateContact: the vendor id is handed over by navigation; opened directly (a reload, a bookmark) it falls back
 * to the signed-in contact's vendor. Without CanEditBusiness (§6) the form is read-only, as on /ManageContact.
 */
export function CreateContactPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const handedOver = (useLocation().state as Partial<CreateContactState> | null)?.vendorId;
  const info = useVendorInfo();
  const create = useCreateContact();
  const navigate = useNavigate();
  const vendorId = typeof handedOver === 'number' ? handedOver : info.data?.VendorId;

  return (
    <ContactScreen title={t`Create Contact`}>
      {vendorId === undefined || !info.data ? (
        info.isError ? (
          <Alert severity="error">{translate(messages.couldNotLoadDataLower)}</Alert>
        ) : (
          <LoadingState label={t`Loading…`} />
        )
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <ContactForm
            label={t`Create contact`}
            contact={emptyContact()}
            isEmailLocked={false}
            canEdit={info.data.CanEditBusiness}
            onSave={async (values) => {
              const answer = await create.mutateAsync({ ...values, VendorId: vendorId });
              if (!answer.Success) {
                toast.error(translate(answer.ErrorMessage || messages.unableToSave));
                return false;
              }
              toast.success(translate(messages.createdContact));
              navigate(to.hubTab(HUB_TABS.Contacts));
              return true;
            }}
          />
        </Paper>
      )}
    </ContactScreen>
  );
}
