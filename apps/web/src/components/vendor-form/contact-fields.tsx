import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormGrid } from '../form/form-grid.tsx';
import { FormPhoneField } from '../form/form-phone-field.tsx';
import { FormTextField } from '../form/form-text-field.tsx';
import type { ContactFormValues } from './form-values.ts';
import { useEmailCheck } from './use-email-check.ts';

export interface ContactFieldsProps {
  control: Control<ContactFormValues>;
  /** §2/§6: the e-mail cannot be edited when it follows the organization's or on the contact edit form. */
  isEmailLocked?: boolean;
  /** Rendered right under the e-mail (the registration's 'same email as organization' checkbox). */
  afterEmail?: ReactNode;
  disabled?: boolean;
}

/** A contact's fields (§3 Contact): e-mail, first name, last name, title, phone. Memoized, as `BusinessForm` is. */
export const ContactFields = memo(function ContactFields({
  control,
  isEmailLocked = false,
  afterEmail,
  disabled = false,
}: ContactFieldsProps) {
  const { t } = useLingui();
  const emailStatus = useEmailCheck();
  const emailHelper = isEmailLocked ? messages.contactEmailLocked : (emailStatus.helper ?? undefined);

  return (
    <FormGrid container spacing={2.5}>
      <FormGrid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="Contact.Email"
          label={t`Contact Email`}
          type="email"
          required
          disabled={disabled}
          autoComplete="email"
          onBlur={(event) => (isEmailLocked ? undefined : void emailStatus.check(event.target.value))}
          error={!isEmailLocked && Boolean(emailStatus.helper)}
          helperText={emailHelper}
          slotProps={{ htmlInput: { maxLength: 254, readOnly: isEmailLocked } }}
          sx={isEmailLocked ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
        />
        {afterEmail}
      </FormGrid>
      <FormGrid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
      <FormGrid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="Contact.FirstName"
          label={t`First Name`}
          required
          disabled={disabled}
          autoComplete="given-name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </FormGrid>
      <FormGrid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="Contact.LastName"
          label={t`Last Name`}
          required
          disabled={disabled}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </FormGrid>
      <FormGrid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="Contact.Title"
          label={t`Title`}
          disabled={disabled}
          autoComplete="organization-title"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </FormGrid>
      <FormGrid size={{ xs: 12, sm: 6 }}>
        <FormPhoneField control={control} name="Contact.PhoneNumber" label={t`Contact Phone`} disabled={disabled} />
      </FormGrid>
    </FormGrid>
  );
});
