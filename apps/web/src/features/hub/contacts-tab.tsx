import { type Contact, formatPhone, messages, type VendorInfo } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useApproveContact, useMakePrimaryContact } from '../../api/hub.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { type CreateContactState, paths, to } from '../../paths.ts';

/**
 * §2 Contacts: name, e-mail, title, a star for the primary, Manage, 'Not Approved' with Approve, 'Contact Disabled'.
 * §6: Add Contact, Manage, Approve and Make primary only with CanEditBusiness.
 */
export function ContactsTab({ vendor }: { vendor: VendorInfo }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canEdit = vendor.CanEditBusiness;
  return (
    <section aria-labelledby="contacts-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="contacts-heading" variant="h2" sx={{ flex: '1 1 auto' }}>
          {t`Contacts`}
        </Typography>
        {canEdit && (
          <Button
            variant="contained"
            onClick={() =>
              navigate(paths.createContact, { state: { vendorId: vendor.VendorId } satisfies CreateContactState })
            }
          >
            {t`Add Contact`}
          </Button>
        )}
      </Box>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {vendor.Contacts.map((contact) => (
          <ContactRow key={contact.Id} contact={contact} vendorId={vendor.VendorId} canEdit={canEdit} />
        ))}
      </Stack>
    </section>
  );
}

function ContactRow({ contact, vendorId, canEdit }: { contact: Contact; vendorId: number; canEdit: boolean }) {
  const { t } = useLingui();
  const translate = useTranslated();
  const approve = useApproveContact();
  const makePrimary = useMakePrimaryContact();
  const name = `${contact.FirstName} ${contact.LastName}`.trim();
  const id = contact.Id ?? 0;

  const onApprove = async () => {
    const answer = await approve.mutateAsync({ VendorID: vendorId, ContactEmail: contact.Email });
    if (answer.Success) toast.success(translate(messages.approved));
    else toast.error(translate(answer.ErrorMessage || messages.genericError));
  };
  const onMakePrimary = async () => {
    const answer = await makePrimary.mutateAsync({ VendorId: vendorId, ContactId: id });
    if (answer.Success) toast.success(t`${name} is now the primary contact`);
    else toast.error(translate(answer.ErrorMessage || messages.genericError));
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={name}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {contact.PrimaryContact && <StarIcon sx={{ color: '#8a6100' }} titleAccess={t`Primary contact`} />}
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {contact.Title && <Typography color="text.secondary">· {contact.Title}</Typography>}
        {!contact.Approved && (
          <Chip
            label={translate(messages.notApproved)}
            size="small"
            variant="outlined"
            sx={{ color: '#7a4100', borderColor: '#b26a00' }}
          />
        )}
        {!contact.Enabled && <Chip label={translate(messages.contactDisabled)} size="small" />}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{contact.Email}</Typography>
      {contact.PhoneNumber > 0 && (
        <Typography color="text.secondary">
          {/* A phone number reads left to right in every language: "(360) 555-0100", not "555-0100 (360)". */}
          <Box component="span" sx={{ direction: 'ltr', unicodeBidi: 'isolate' }}>
            {formatPhone(contact.PhoneNumber)}
          </Box>
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        {canEdit && (
          <Link component={RouterLink} to={to.manageContact(id)} sx={{ marginInlineEnd: 1 }}>
            {t`Manage`}
            <Box component="span" sx={visuallyHidden}>{` ${name}`}</Box>
          </Link>
        )}
        {canEdit && contact.Enabled && !contact.Approved && (
          <Button size="small" variant="outlined" onClick={() => void onApprove()} disabled={approve.isPending}>
            {t`Approve`}
            <Box component="span" sx={visuallyHidden}>{` ${name}`}</Box>
          </Button>
        )}
        {canEdit && contact.Enabled && contact.Approved && !contact.PrimaryContact && (
          <Button size="small" onClick={() => void onMakePrimary()} disabled={makePrimary.isPending}>
            {t`Make primary`}
            <Box component="span" sx={visuallyHidden}>{` ${name}`}</Box>
          </Button>
        )}
      </Box>
    </Paper>
  );
}
