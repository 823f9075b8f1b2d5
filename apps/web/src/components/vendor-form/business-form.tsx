import {
  ETHNICITY_NONE_OF_THE_ABOVE,
  isOrganizationNameTooShort,
  messages,
  OTHER_ID,
  OWNERSHIP_ETHNICITIES,
  onlyDigits,
  stripUrlScheme,
  ZIP_LENGTH,
} from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useBusinessClassifications, usePublicOrganizations, useStates } from '../../api/lookups.ts';
import { searchVendorsQuery } from '../../api/vendor.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { FormGrid } from '../form/form-grid.tsx';
import { FormPhoneField } from '../form/form-phone-field.tsx';
import { FormSelect, type SelectOption } from '../form/form-select.tsx';
import { FormTextField } from '../form/form-text-field.tsx';
import { YesNo } from '../form/form-yes-no.tsx';
import { lazyPart } from '../lazy-part.tsx';
import { OnceOpened } from '../once-opened.tsx';
import { CertificationGroups } from './certification-groups.tsx';
import type { BusinessFormValues } from './form-values.ts';
import { useEmailCheck } from './use-email-check.ts';

const SimilarNamesDialog = lazyPart(() => import('./similar-names-dialog.tsx'), 'SimilarNamesDialog', [
  'similar-names',
]);

export interface BusinessFormProps {
  /** The control of a form whose values include `Business` (cast when the form holds more, as registration does). */
  control: Control<BusinessFormValues>;
  /** §5: the organization name is searched for similar names on blur only when name checking is enabled. */
  nameCheck?: boolean;
  /**
   * Whether the organization e-mail is searched on blur (the hub's own e-mail is always "in use"); §5's format rule
   * runs either way.
   */
  emailSearch?: boolean;
  disabled?: boolean;
  /** Heading level of the form's sections: h2 on the registration screen, h3 inside a hub tab. */
  headingLevel?: 'h2' | 'h3';
}

type Options = readonly { Id: number; Name: string }[] | undefined;
const toOptions = (list: Options): SelectOption[] => (list ?? []).map((item) => ({ value: item.Id, label: item.Name }));
const ethnicityOptions = toOptions(OWNERSHIP_ETHNICITIES);

/**
 * The organization part of §2 (organization section): reused by the registration screen and the vendor hub's
 * Details tab. Field rules of §4/§5 live here; submit-time rules are the contract's `validateBusiness`. Memoized: a
 * form renders itself again when it mounts (react-hook-form's `isReady`, synchronously, inside hydration's commit on
 * a rendered page), and its fields need not follow (issue 8).
 */
export const BusinessForm = memo(function BusinessForm({
  control,
  nameCheck = true,
  emailSearch = true,
  disabled = false,
  headingLevel = 'h2',
}: BusinessFormProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const queryClient = useQueryClient();
  const states = useStates();
  const classifications = useBusinessClassifications();
  const publicOrganizations = usePublicOrganizations();
  const emailStatus = useEmailCheck({ isSearched: emailSearch });
  const [nameTooShort, setNameTooShort] = useState(false);
  const [similarNames, setSimilarNames] = useState<string[]>([]);
  const [isSimilarOpen, setSimilarOpen] = useState(false);

  const registeringPublic = useController({ control, name: 'Business.RegisteringPublic' });
  const publicId = useController({ control, name: 'Business.RegisteringPublicId' });
  const otherPublic = useController({ control, name: 'Business.PublicOrganizationOtherText' });
  const naic = useController({ control, name: 'Business.NAICNumber' });
  const certificationNumber = useController({ control, name: 'Business.CertificationNumber' });
  const [ethnicity, licenseNumber, certNumber] = useWatch({
    control,
    name: ['Business.OwnershipEthnicity', 'Business.UBIRegistrationNumber', 'Business.CertificationNumber'],
  });
  const isPublic = registeringPublic.field.value;
  const isOtherPublic = isPublic && publicId.field.value === OTHER_ID;
  const isLicenseStateRequired = (licenseNumber ?? '').trim() !== '' || (certNumber ?? '').trim() !== '';
  const subheading = headingLevel === 'h2' ? 'h3' : 'h4';

  const checkName = async (raw: string) => {
    const name = raw.trim();
    setNameTooShort(isOrganizationNameTooShort(name));
    if (!nameCheck || name === '') return;
    const result = await queryClient.fetchQuery(searchVendorsQuery(name));
    const names = [...new Set(result.Response.map((entry) => entry.VendorName))];
    if (names.length > 0) {
      setSimilarNames(names);
      setSimilarOpen(true);
    }
  };

  const answerPublic = (yes: boolean) => {
    registeringPublic.field.onChange(yes);
    if (yes) {
      // The business-number fields are hidden for a public organization; hidden values must not block the submit.
      naic.field.onChange('');
      certificationNumber.field.onChange('');
    } else {
      publicId.field.onChange(null);
      otherPublic.field.onChange('');
    }
  };

  const loadStatus = (query: { isPending: boolean; isError: boolean }, errorText: string) =>
    query.isPending ? t`Loading…` : query.isError ? translate(errorText) : undefined;

  return (
    <Box component="section" aria-labelledby="organization-heading">
      <Typography id="organization-heading" variant="h2" component={headingLevel} gutterBottom>
        {t`Organization`}
      </Typography>
      <FormGrid container spacing={2.5}>
        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="Business.BusinessName"
            label={t`Organization Name`}
            required
            disabled={disabled}
            autoComplete="organization"
            slotProps={{ htmlInput: { maxLength: 200 } }}
            onBlur={(event) => void checkName(event.target.value)}
            onChange={() => setNameTooShort(false)}
            error={nameTooShort}
            helperText={nameTooShort ? messages.nameTooShort : undefined}
          />
        </FormGrid>
        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="Business.DBA"
            label={t`DBA (Doing Business As)`}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </FormGrid>

        <FormGrid size={12}>
          <YesNo
            label={t`Are you registering a public organization?`}
            value={isPublic}
            onChange={answerPublic}
            disabled={disabled}
          />
        </FormGrid>
        {isPublic ? (
          <>
            <FormGrid size={{ xs: 12, sm: 6 }}>
              <FormSelect
                control={control}
                name="Business.RegisteringPublicId"
                label={t`Public Organization`}
                required
                disabled={disabled}
                options={toOptions(publicOrganizations.data)}
                statusText={loadStatus(publicOrganizations, messages.errorLoadingData)}
                placeholder={t`Select a public organization`}
                onValueChange={(value) => {
                  if (value !== OTHER_ID) otherPublic.field.onChange('');
                }}
              />
            </FormGrid>
            {isOtherPublic && (
              <FormGrid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="Business.PublicOrganizationOtherText"
                  label={t`Other Public Organization`}
                  required
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </FormGrid>
            )}
          </>
        ) : (
          <>
            <FormGrid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="Business.NAICNumber"
                label={t`NAIC Number`}
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            </FormGrid>
            <FormGrid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="Business.CertificationNumber"
                label={t`Certification Number`}
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            </FormGrid>
          </>
        )}

        <FormGrid size={12}>
          <FormTextField
            control={control}
            name="Business.Description"
            label={t`Description of the Organization`}
            required
            multiline
            minRows={3}
            disabled={disabled}
            helperText={t`What your organization does, the services or products it offers and where it works.`}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </FormGrid>

        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="Business.OwnershipEthnicity"
            label={t`Ownership Ethnicity`}
            disabled={disabled}
            options={ethnicityOptions}
            placeholder={t`Select an ethnicity`}
          />
        </FormGrid>
        {ethnicity === ETHNICITY_NONE_OF_THE_ABOVE && (
          <FormGrid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="Business.OwnershipOtherEthnicity"
              label={t`Other Ownership Ethnicity`}
              required
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </FormGrid>
        )}
        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="Business.BusinessClassification"
            label={t`Federal Tax Classification`}
            required
            disabled={disabled}
            options={toOptions(classifications.data)}
            statusText={loadStatus(classifications, messages.errorLoadingDropdown)}
            placeholder={t`Select a tax classification`}
          />
        </FormGrid>

        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="Business.Email"
            label={t`Organization Email`}
            type="email"
            required
            disabled={disabled}
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: 254 } }}
            onBlur={(event) => void emailStatus.check(event.target.value)}
            error={Boolean(emailStatus.helper)}
            helperText={emailStatus.helper ?? undefined}
          />
        </FormGrid>
        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormPhoneField
            control={control}
            name="Business.PhoneNumber"
            label={t`Organization Phone`}
            disabled={disabled}
          />
        </FormGrid>
      </FormGrid>

      <Typography variant="h3" component={subheading} sx={{ mt: 4, mb: 2 }}>
        {t`Address`}
      </Typography>
      <FormGrid container spacing={2.5}>
        <FormGrid size={12}>
          <FormTextField
            control={control}
            name="Business.Address.StreetAddress"
            label={t`Street Address`}
            required
            disabled={disabled}
            autoComplete="street-address"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </FormGrid>
        <FormGrid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            control={control}
            name="Business.Address.City"
            label={t`City`}
            required
            disabled={disabled}
            autoComplete="address-level2"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </FormGrid>
        <FormGrid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            control={control}
            name="Business.Address.StateId"
            label={t`State`}
            required
            disabled={disabled}
            options={toOptions(states.data)}
            statusText={loadStatus(states, messages.couldNotLoadData)}
            placeholder={t`Select a state`}
          />
        </FormGrid>
        <FormGrid size={{ xs: 12, sm: 3 }}>
          <FormTextField
            control={control}
            name="Business.Address.Zip"
            label={t`Zip Code`}
            required
            disabled={disabled}
            autoComplete="postal-code"
            transform={(value) => onlyDigits(value).slice(0, ZIP_LENGTH)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ZIP_LENGTH, pattern: '[0-9]*' } }}
          />
        </FormGrid>
        <FormGrid size={12}>
          <FormTextField
            control={control}
            name="Business.Website"
            label={t`Website`}
            disabled={disabled}
            autoComplete="url"
            transform={stripUrlScheme}
            helperText={t`Enter the address without https://, for example www.example.com`}
            slotProps={{
              htmlInput: { maxLength: 500, inputMode: 'url' },
              input: {
                startAdornment: (
                  <InputAdornment position="start" sx={{ mr: 0.25 }}>
                    https://
                  </InputAdornment>
                ),
              },
            }}
          />
        </FormGrid>
      </FormGrid>

      <Typography variant="h3" component={subheading} sx={{ mt: 4, mb: 2 }}>
        {t`Certifications`}
      </Typography>
      <CertificationGroups control={control} disabled={disabled} />

      <Typography variant="h3" component={subheading} sx={{ mt: 4, mb: 2 }}>
        {t`Business License`}
      </Typography>
      <FormGrid container spacing={2.5}>
        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="Business.UBIRegistrationNumber"
            label={t`Business License Number`}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </FormGrid>
        <FormGrid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={control}
            name="Business.BusinessLicenseNumberState"
            label={t`Business License Number State`}
            required={isLicenseStateRequired}
            disabled={disabled}
            options={toOptions(states.data)}
            statusText={loadStatus(states, messages.couldNotLoadData)}
            placeholder={t`Select a state`}
          />
        </FormGrid>
      </FormGrid>

      <OnceOpened open={isSimilarOpen}>
        <SimilarNamesDialog names={similarNames} open={isSimilarOpen} onClose={() => setSimilarOpen(false)} />
      </OnceOpened>
    </Box>
  );
});
