import { type Contact, contactSchema, messages, validateContact } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields } from '../../components/vendor-form/contact-fields.tsx';
import type { ContactFormValues } from '../../components/vendor-form/form-values.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { PreferredLanguageField } from './preferred-language-field.tsx';

export interface ContactFormProps {
  contact: Contact;
  isEmailLocked: boolean;
  /** §6: changing a contact needs CanEditBusiness; without it the fields are read-only and Save reads 'Can't update'. */
  canEdit?: boolean;
  /** Saves a valid contact; answers whether it worked (the form then counts as unchanged). */
  onSave: (contact: Contact) => Promise<boolean>;
  /** Read-only facts shown under the fields (the manage screen's Enabled and Approval). */
  children?: ReactNode;
  label: string;
}

/** §2 contact screens: the contact's fields; Save shows only after a change; §5 'No fields have changed.'. */
export function ContactForm({ contact, isEmailLocked, canEdit = true, onSave, children, label }: ContactFormProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const form = useForm<ContactFormValues>({ defaultValues: { Contact: contact } });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!form.formState.isDirty) {
      toast.error(translate(messages.noFieldsChanged));
      return;
    }
    const parsed = contactSchema.safeParse(values.Contact);
    const problem = parsed.success ? validateContact(parsed.data) : messages.unableToSave;
    if (!parsed.success || problem) {
      toast.error(translate(problem ?? messages.unableToSave));
      return;
    }
    if (await onSave(parsed.data)) form.reset(values);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <ContactFields control={form.control} isEmailLocked={isEmailLocked} disabled={!canEdit} />
      <PreferredLanguageField control={form.control} disabled={!canEdit} />
      {children}
      {!canEdit ? (
        <Button variant="contained" size="large" disabled sx={{ mt: 3, minWidth: 160 }}>
          {translate(messages.cantUpdate)}
        </Button>
      ) : (
        isDirty && (
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ mt: 3, minWidth: 160 }}>
            {t`Save`}
          </Button>
        )
      )}
    </Box>
  );
}
