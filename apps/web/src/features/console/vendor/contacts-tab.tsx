import { type ConsoleVendor, type Contact, formatPhone } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatInstantDay } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useApproveVendorContact, useMakeVendorContactPrimary, useSetVendorContactEnabled } from './api.ts';

const nameOf = (contact: Contact) => `${contact.FirstName} ${contact.LastName}`.trim() || contact.Email;

const statusOf = (contact: Contact) => {
  if (!contact.Enabled)
    return contact.DisableDate ? `Disabled since ${formatInstantDay(contact.DisableDate)}` : 'Disabled';
  return contact.Approved ? 'Active' : 'Awaiting approval';
};

/** A button whose accessible name is its text followed by the contact's name ("Approve Robin Hale"). */
function ContactAction({ label, name, ...props }: { label: string; name: string } & Parameters<typeof Button>[0]) {
  return (
    <Button variant="outlined" size="small" {...props}>
      {label}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {name}
      </Box>
    </Button>
  );
}

/** The vendor's contacts: approve a request for access, disable or enable a contact, change the primary. */
export function ContactsTab({ vendor }: { vendor: ConsoleVendor }) {
  const approve = useApproveVendorContact(vendor.VendorId);
  const setEnabled = useSetVendorContactEnabled(vendor.VendorId);
  const makePrimary = useMakeVendorContactPrimary(vendor.VendorId);
  const { ask, dialogProps } = useConfirmation();
  const error = approve.error ?? setEnabled.error ?? makePrimary.error;

  const clearErrors = () => {
    approve.reset();
    setEnabled.reset();
    makePrimary.reset();
  };

  const askEnabled = (contact: Contact, name: string) => {
    const Enabled = !contact.Enabled;
    ask(
      Enabled
        ? {
            title: `Enable ${name}?`,
            text: 'They can ask for a sign-in link again and use the vendor hub.',
            action: 'Enable',
            onConfirm: () =>
              setEnabled.mutate(
                { ContactId: contact.Id ?? 0, Enabled },
                { onSuccess: () => toast.success(`${name} is enabled.`) },
              ),
          }
        : {
            title: `Disable ${name}?`,
            text: 'They are signed out at once and are sent no sign-in link until a contact or staff enables them again.',
            action: 'Disable',
            isDestructive: true,
            onConfirm: () =>
              setEnabled.mutate(
                { ContactId: contact.Id ?? 0, Enabled },
                { onSuccess: () => toast.success(`${name} is disabled.`) },
              ),
          },
    );
  };

  return (
    <section aria-labelledby="contacts-heading">
      <Typography id="contacts-heading" variant="h2" gutterBottom>
        Contacts
      </Typography>
      <ErrorAlert message={error?.message} />
      <Box component="ul" aria-label="Contacts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {vendor.Contacts.map((contact) => {
          const name = nameOf(contact);
          const id = contact.Id ?? 0;
          const status = statusOf(contact);
          return (
            <Paper
              key={id}
              component="li"
              variant="outlined"
              aria-label={name}
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography component="p" sx={{ fontWeight: 600 }}>
                  {name}
                  {contact.Title && (
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                      {' · '}
                      {contact.Title}
                    </Box>
                  )}
                </Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {contact.Email}
                  {contact.PhoneNumber > 0 && ` · ${formatPhone(contact.PhoneNumber)}`}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {contact.PrimaryContact && <Chip size="small" color="primary" label="Primary contact" />}
                  <Chip size="small" variant="outlined" label={status} />
                </Box>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {!contact.Approved && (
                  <ContactAction
                    label="Approve"
                    name={name}
                    variant="contained"
                    loading={approve.isPending && approve.variables === id}
                    onClick={() => {
                      clearErrors();
                      approve.mutate(id, { onSuccess: () => toast.success(`${name} is approved.`) });
                    }}
                  />
                )}
                {!contact.PrimaryContact && contact.Approved && contact.Enabled && (
                  <ContactAction
                    label="Make primary"
                    name={name}
                    loading={makePrimary.isPending && makePrimary.variables === id}
                    onClick={() => {
                      clearErrors();
                      makePrimary.mutate(id, { onSuccess: () => toast.success(`${name} is the primary contact.`) });
                    }}
                  />
                )}
                {/* The primary contact stays enabled (the server refuses); another is made primary first. */}
                {!contact.PrimaryContact && (
                  <ContactAction
                    label={contact.Enabled ? 'Disable' : 'Enable'}
                    name={name}
                    color={contact.Enabled ? 'error' : 'primary'}
                    onClick={() => {
                      clearErrors();
                      askEnabled(contact, name);
                    }}
                  />
                )}
              </Box>
            </Paper>
          );
        })}
      </Box>
      <ConfirmDialog {...dialogProps} />
    </section>
  );
}
