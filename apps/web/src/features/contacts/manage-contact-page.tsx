import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useParams } from 'react-router';
import { useContact, useUpdateContact, useVendorInfo } from '../../api/hub.ts';
import { FormGrid } from '../../components/form/form-grid.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { ContactForm } from './contact-form.tsx';
import { ContactScreen } from './contact-screen.tsx';

/**
 * §2 /ManageContact/{id}: id must be a number; the e-mail cannot be edited; Enabled and Approval are read-only. §6: the
 * rest is editable only with CanEditBusiness.
 */
export function ManageContactPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return (
    <ContactScreen title={t`Manage Contact`}>
      {id === null || id < 1 ? (
        <Alert severity="error">{translate(messages.notFound)}</Alert>
      ) : (
        <ManageContact id={id} />
      )}
    </ContactScreen>
  );
}

function ManageContact({ id }: { id: number }) {
  const { t } = useLingui();
  const translate = useTranslated();
  const contact = useContact(id);
  const info = useVendorInfo();
  const update = useUpdateContact();
  if (contact.isPending || info.isPending) return <LoadingState label={t`Loading the contact…`} holdsFooter />;
  if (contact.isError || info.isError) {
    const failure = contact.error ?? info.error;
    return <Alert severity="error">{translate(failure?.message || messages.couldNotLoadDataLower)}</Alert>;
  }
  const current = contact.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <ContactForm
        key={current.Id}
        label={t`Manage contact`}
        contact={current}
        isEmailLocked
        canEdit={info.data.CanEditBusiness}
        onSave={async (values) => {
          const answer = await update.mutateAsync({ ...values, Id: id });
          if (answer.Success) toast.success(translate(messages.updatedContact));
          else toast.error(translate(answer.ErrorMessage || messages.unableToSave));
          return answer.Success;
        }}
      >
        <FormGrid container spacing={2.5} sx={{ mt: 0.5 }}>
          <FormGrid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t`Contact Enabled`}
              value={current.Enabled ? t`Enabled` : t`Disabled`}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
            />
          </FormGrid>
          <FormGrid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t`Contact Approval`}
              value={current.Approved ? translate(messages.approved) : translate(messages.notApproved)}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
            />
          </FormGrid>
        </FormGrid>
        <Box />
      </ContactForm>
    </Paper>
  );
}
