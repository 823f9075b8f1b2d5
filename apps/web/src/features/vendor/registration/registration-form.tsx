import {
  emptyBusiness,
  emptyContact,
  isValidEmail,
  isValidPhone,
  messages,
  type VendorRegistration,
  validateRegistration,
} from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { type Control, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useSubmitVendor } from '../../../api/vendor.ts';
import { Captcha } from '../../../components/captcha/captcha.tsx';
import { useCaptcha } from '../../../components/captcha/use-captcha.ts';
import { useHydratedForm } from '../../../components/form/hydrated-form.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { OnceOpened } from '../../../components/once-opened.tsx';
import { BusinessForm } from '../../../components/vendor-form/business-form.tsx';
import { ContactFields } from '../../../components/vendor-form/contact-fields.tsx';
import type { BusinessFormValues, ContactFormValues } from '../../../components/vendor-form/form-values.ts';
import { useTranslated } from '../../../i18n/translated.ts';
import { toast } from '../../../lib/toast.ts';

// With its texts, when first opened: a long read in every language that a first visit need not download.
const TermsDialog = lazyPart(() => import('./terms-dialog.tsx'), 'TermsDialog', ['terms']);

export interface RegistrationFormValues extends BusinessFormValues, ContactFormValues {
  /** §2 'same email as organization'. */
  SameEmail: boolean;
}

type FieldName = FieldPath<RegistrationFormValues>;

/** Which field a §5 submit rule is about, so the failing field is marked and focused as well as toasted. */
const fieldOfMessage = (message: string, registration: VendorRegistration): FieldName | null => {
  const contact = registration.PrimaryContact[0];
  const byMessage: Record<string, FieldName> = {
    [messages.organizationNameRequired]: 'Business.BusinessName',
    [messages.licenseStateRequired]: 'Business.BusinessLicenseNumberState',
    [messages.descriptionRequired]: 'Business.Description',
    [messages.taxClassificationRequired]: 'Business.BusinessClassification',
    [messages.organizationEmailRequired]: 'Business.Email',
    [messages.streetRequired]: 'Business.Address.StreetAddress',
    [messages.cityRequired]: 'Business.Address.City',
    [messages.zipRequired]: 'Business.Address.Zip',
    [messages.zipInvalid]: 'Business.Address.Zip',
    [messages.stateRequired]: 'Business.Address.StateId',
    [messages.publicOrganizationRequired]: 'Business.RegisteringPublicId',
    [messages.publicOrganizationOtherRequired]: 'Business.PublicOrganizationOtherText',
    [messages.ownershipOtherEthnicityRequired]: 'Business.OwnershipOtherEthnicity',
    [messages.primaryContactRequired]: 'Contact.Email',
    [messages.primaryContactEmailRequired]: 'Contact.Email',
    [messages.primaryContactFirstNameRequired]: 'Contact.FirstName',
    [messages.primaryContactLastNameRequired]: 'Contact.LastName',
  };
  if (message === messages.emailInvalid) {
    return isValidEmail(registration.Business.Email) ? 'Contact.Email' : 'Business.Email';
  }
  if (message === messages.phoneInvalid) {
    return isValidPhone(registration.Business.PhoneNumber) || !contact ? 'Contact.PhoneNumber' : 'Business.PhoneNumber';
  }
  return byMessage[message] ?? null;
};

interface RegistrationFormProps {
  onRegistered: () => void;
}

/** §2 step 0: intro, organization, primary contact, terms, captcha and the Register button. */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const form = useForm<RegistrationFormValues>({
    defaultValues: { Business: emptyBusiness(), Contact: emptyContact(), SameEmail: false },
  });
  const { control, setValue, setError, clearErrors, setFocus, handleSubmit } = form;
  const submit = useSubmitVendor();
  const [isTermsOpen, setTermsOpen] = useState(false);
  const [isTermsAgreed, setTermsAgreed] = useState(false);
  const captcha = useCaptcha();
  // Its submit button waits for the captcha, which only the script can solve: no plain GET before hydration.
  const hydrated = useHydratedForm();
  const [isSubmitting, setSubmitting] = useState(false);
  const requirementsId = useId();

  const [organizationEmail, contactEmail, isSameEmail] = useWatch({
    control,
    name: ['Business.Email', 'Contact.Email', 'SameEmail'],
  });

  // §4: while ticked, the contact e-mail follows the organization e-mail.
  useEffect(() => {
    if (isSameEmail) setValue('Contact.Email', organizationEmail);
  }, [isSameEmail, organizationEmail, setValue]);

  const canRegister = captcha.token !== '' && (contactEmail ?? '').trim() !== '' && isTermsAgreed;

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    // The schema (and zod) loads on the first submit, not with the page: a person takes minutes to fill the form.
    const { vendorRegistrationSchema } = await import('./registration-schema.ts');
    const parsed = vendorRegistrationSchema.safeParse({
      Business: values.Business,
      PrimaryContact: [values.Contact],
      Captcha: captcha.token,
    });
    if (!parsed.success) {
      console.warn('[registration] payload does not match the contract', parsed.error.issues);
      toast.error(translate(messages.unableToSave));
      return;
    }
    const problem = validateRegistration(parsed.data);
    if (problem) {
      toast.error(translate(problem));
      const field = fieldOfMessage(problem, parsed.data);
      if (field) {
        setError(field, { type: 'submit', message: problem });
        setFocus(field);
      }
      return;
    }

    setSubmitting(true);
    let answer: Awaited<ReturnType<typeof submit.mutateAsync>>;
    try {
      answer = await submit.mutateAsync(parsed.data);
    } catch (error) {
      console.warn('[registration] submit failed', error);
      answer = { Success: false, ErrorMessage: messages.unableToSave, ErrorID: null, Response: null };
    }
    if (answer.Success) {
      toast.success(translate(messages.posted));
      onRegistered();
      return;
    }
    toast.error(translate(answer.ErrorMessage || messages.unableToSave));
    captcha.reset();
    setSubmitting(false);
  });

  // The same element while its inputs are, so that the memoized contact fields it goes into are not drawn again.
  const sameEmailCheckbox = useMemo(
    () => (
      <FormControlLabel
        sx={{ mt: 0.5 }}
        control={
          <Checkbox
            checked={isSameEmail}
            onChange={(event) => {
              setValue('SameEmail', event.target.checked);
              // §4: unticking clears the contact e-mail.
              setValue('Contact.Email', event.target.checked ? organizationEmail : '');
            }}
          />
        }
        label={translate(messages.sameEmailAsOrganization)}
      />
    ),
    [isSameEmail, organizationEmail, setValue, translate],
  );

  if (isSubmitting) {
    return (
      <Paper variant="outlined" sx={{ py: 8 }}>
        <LoadingState label={translate(messages.submitting)} size={96} />
      </Paper>
    );
  }

  return (
    <Box component="form" ref={hydrated.ref} noValidate onSubmit={onSubmit} aria-label={t`Vendor registration`}>
      <Stack spacing={3}>
        <Section>
          <Typography variant="h2" gutterBottom>
            {t`Why we ask for this information`}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {t`The program uses this information to register your organization as a vendor, to match it with contracting opportunities on the bridge-replacement project, to contact you about them, and to report on the participation of small, minority- and women-owned businesses and community organizations. After you register, we send a link to the e-mail address you give so you can verify your business.`}
          </Typography>
          <Typography color="text.secondary">{t`Fields marked with an asterisk (*) are required.`}</Typography>
        </Section>

        <Section>
          <BusinessForm control={control as unknown as Control<BusinessFormValues>} nameCheck />
        </Section>

        <Section>
          <Box component="section" aria-labelledby="contact-heading">
            <Typography id="contact-heading" variant="h2" gutterBottom>
              {t`Primary Contact`}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t`The person the program contacts about this registration. The verification link is sent to this e-mail.`}
            </Typography>
            <ContactFields
              control={control as unknown as Control<ContactFormValues>}
              isEmailLocked={isSameEmail}
              afterEmail={sameEmailCheckbox}
            />
          </Box>
        </Section>

        <Section>
          <Typography variant="h2" gutterBottom>
            {t`Terms and verification`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
            <Button variant="outlined" onClick={() => setTermsOpen(true)} aria-haspopup="dialog">
              {t`Read the Terms and condition`}
            </Button>
            <TermsState isAgreed={isTermsAgreed} />
          </Stack>
          <Captcha key={captcha.widgetKey} onChange={captcha.setToken} />
        </Section>

        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'stretch', sm: 'flex-start' }, gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!canRegister}
            aria-describedby={canRegister ? undefined : requirementsId}
            sx={{ minWidth: 200 }}
          >
            {translate(messages.register)}
          </Button>
          {!canRegister && (
            <Typography id={requirementsId} variant="body2" color="text.secondary">
              {t`To register, enter a contact e-mail, agree to the terms and complete the captcha.`}
            </Typography>
          )}
        </Box>
      </Stack>

      <OnceOpened open={isTermsOpen}>
        <TermsDialog
          open={isTermsOpen}
          onClose={() => setTermsOpen(false)}
          onAgree={() => {
            setTermsAgreed(true);
            setTermsOpen(false);
          }}
          onDisagree={() => {
            setTermsAgreed(false);
            setTermsOpen(false);
          }}
        />
      </OnceOpened>
    </Box>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      {children}
    </Paper>
  );
}

function TermsState({ isAgreed }: { isAgreed: boolean }) {
  const { t } = useLingui();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {isAgreed ? (
        <>
          <CheckCircleIcon color="success" aria-hidden="true" />
          <Typography>{t`You agreed to the Terms and condition.`}</Typography>
        </>
      ) : (
        <>
          <InfoOutlinedIcon color="action" aria-hidden="true" />
          <Typography>{t`You have not agreed to the Terms and condition yet.`}</Typography>
        </>
      )}
    </Box>
  );
}
