import {
  ACCESS_DETAILS_MAX,
  ACCESS_EMAIL_MAX,
  ACCESS_NAME_MAX,
  ACCESS_PAGE_MAX,
  accessRequestMessages,
  type BarrierReportChoice,
  barrierReportProblems,
  LANGUAGE_PARAMETER,
  messages,
} from '@bridgehub/contract';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Captcha } from '../../components/captcha/captcha.tsx';
import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { RichText } from '../../components/rich-text.tsx';
import { SupportEmailLink } from '../../components/support-email-link.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import type { AccessibilityLinkState } from '../../layout/footer.tsx';
import { useReportBarrier } from './api.ts';

/** When this statement was last reviewed against the product (YYYY-MM-DD): changed with each review. */
export const ACCESSIBILITY_LAST_REVIEWED = '2026-11-26';

const FORM_ID = 'report-barrier';
type Field = keyof BarrierReportChoice;

/** A page's path and query, less the language choice (`?lang=`), which is no part of where the barrier was. */
const pageOf = (url: URL) => {
  url.searchParams.delete(LANGUAGE_PARAMETER);
  return `${url.pathname}${url.search}`.slice(0, ACCESS_PAGE_MAX);
};

/**
 * The page a person came from: the footer's link says it (AccessibilityLinkState), else the browser's referrer when it
 * is a page of this site.
 */
const pageCameFrom = (state: unknown): string => {
  const from = (state as Partial<AccessibilityLinkState> | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return pageOf(new URL(from, window.location.origin));
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === window.location.origin) return pageOf(referrer);
  } catch {
    // no referrer, or not an address
  }
  return '';
};

const section = { mb: 4 } as const;
const list = { pl: 3, my: 1, '& > li': { mb: 1 } } as const;

/**
 * The accessibility statement (issue 22): the standard, how it is tested, what is known not to meet it, when it was
 * last reviewed, and a form to report a barrier, which reaches the support mailbox and the console.
 */
export function AccessibilityPage() {
  const { t, i18n } = useLingui();
  const reviewed = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${ACCESSIBILITY_LAST_REVIEWED}T00:00:00Z`),
  );
  return (
    <Container maxWidth="md">
      <Typography variant="h1" gutterBottom>
        {t`Accessibility statement`}
      </Typography>
      <Typography sx={section}>
        {t`bridgehub is run by two state transportation departments. We want everyone to be able to use it, whatever their abilities and whatever device or assistive technology they use.`}
      </Typography>

      <Box component="section" sx={section} aria-labelledby="accessibility-standard">
        <Typography variant="h2" id="accessibility-standard" gutterBottom>
          {t`The standard we meet`}
        </Typography>
        <Typography>
          {t`We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page. This goes beyond the WCAG 2.1 level AA that the U.S. Department of Justice requires of state government websites from April 2027.`}
        </Typography>
      </Box>

      <Box component="section" sx={section} aria-labelledby="accessibility-testing">
        <Typography variant="h2" id="accessibility-testing" gutterBottom>
          {t`How we test`}
        </Typography>
        <Box component="ul" sx={list}>
          <li>
            {t`Automated checks with axe on every screen and in each of its states (errors, confirmations, dialogs), in our browser tests, at desktop and phone widths.`}
          </li>
          <li>{t`Keyboard-only checks: everything can be reached and done without a mouse, with the focus always visible.`}</li>
          <li>{t`Screen reader checks: headings, labels, errors and status messages are announced.`}</li>
          <li>
            {t`Right-to-left checks in Arabic, and checks that every page fits a screen 320 pixels wide without scrolling sideways.`}
          </li>
          <li>{t`Lighthouse audits of the public pages.`}</li>
        </Box>
      </Box>

      <Box component="section" sx={section} aria-labelledby="accessibility-limitations">
        <Typography variant="h2" id="accessibility-limitations" gutterBottom>
          {t`Known limitations`}
        </Typography>
        <Box component="ul" sx={list}>
          <li>
            {t`Texts written by program staff, such as event descriptions and survey questions, may not yet be translated into every language.`}
          </li>
          <li>{t`The vendor hub and the contact pages are in English only for now.`}</li>
          <li>{t`The staff console is in English only.`}</li>
          <li>{t`Our translations were written by our team and are waiting for review by qualified translators.`}</li>
          <li>{t`Documents uploaded by vendors or staff, such as PDF files, may not be accessible.`}</li>
        </Box>
        <Typography sx={{ mt: 2 }}>
          <RichText
            message={msg`If something here does not work for you, or you need information in another format, write to {supportAddress} or use the form below.`}
            values={{ supportAddress: <SupportEmailLink /> }}
          />
        </Typography>
      </Box>

      <BarrierReportForm />

      <Typography color="text.secondary" sx={{ mt: 4 }}>
        {t`This statement was last reviewed on ${reviewed}.`}
      </Typography>
    </Container>
  );
}

// The server's refusals are shown translated (the catalog holds them): accessRequestMessages.problems,
// accessRequestMessages.couldNotSend, messages.completeCaptcha, messages.captchaInvalid.
function BarrierReportForm() {
  const { t, i18n } = useLingui();
  const translate = useTranslated();
  const { state } = useLocation();
  const [choice, setChoice] = useState<BarrierReportChoice>(() => ({
    Details: '',
    Page: pageCameFrom(state),
    Name: '',
    Email: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useCaptcha();
  const report = useReportBarrier();
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo !== null) thanks.current?.focus();
  }, [sentTo]);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...choice, [field]: event.target.value };
    setChoice(next);
    if (errors[field] !== undefined) {
      const still = barrierReportProblems(next).filter(({ field: f }) => f in errors);
      setErrors(Object.fromEntries(still.map(({ field: f, message }) => [f, message])));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = barrierReportProblems(choice);
    setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
    const [first] = problems;
    if (first) {
      document.getElementById(`${FORM_ID}-${first.field}`)?.focus();
      return;
    }
    if (captcha.token === '') {
      setFailure(messages.completeCaptcha);
      return;
    }
    const answer = await report.mutateAsync({ ...choice, PageLanguage: i18n.locale, Captcha: captcha.token });
    captcha.reset();
    if (!answer.Success) {
      setFailure(answer.ErrorMessage || accessRequestMessages.couldNotSend);
      return;
    }
    setSentTo(choice.Email.trim());
  };

  const fieldId = (field: Field) => `${FORM_ID}-${field}`;
  const helper = (field: Field, hint = ' ') => (errors[field] ? translate(errors[field]) : hint);

  if (sentTo !== null) {
    return (
      <Box component="section" aria-labelledby={`${FORM_ID}-sent`}>
        <Typography variant="h2" id={`${FORM_ID}-sent`} ref={thanks} tabIndex={-1} gutterBottom>
          {t`Report sent`}
        </Typography>
        <Typography role="status">
          {sentTo === ''
            ? t`Thank you. We read every report and use it to fix the barrier.`
            : t`Thank you. We read every report and use it to fix the barrier. We sent a confirmation to your e-mail address, and we will reply to you there.`}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={`${FORM_ID}-heading`}>
      <Typography variant="h2" id={`${FORM_ID}-heading`} gutterBottom>
        {t`Report a barrier`}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t`Tell us what did not work for you. Your name and e-mail address are optional; give an address if you want a reply. Fields marked * are required.`}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={`${FORM_ID}-heading`}
        sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
      >
        <TextField
          id={fieldId('Details')}
          required
          multiline
          minRows={4}
          label={t`What happened?`}
          value={choice.Details}
          onChange={set('Details')}
          error={errors.Details !== undefined}
          helperText={helper('Details', t`What you were trying to do, and what got in the way.`)}
          slotProps={{ htmlInput: { maxLength: ACCESS_DETAILS_MAX } }}
        />
        <TextField
          id={fieldId('Page')}
          label={t`Page`}
          value={choice.Page}
          onChange={set('Page')}
          helperText={t`The page where it happened, if you know it.`}
          slotProps={{ htmlInput: { maxLength: ACCESS_PAGE_MAX, dir: 'ltr' } }}
        />
        <TextField
          id={fieldId('Name')}
          label={t`Your name (optional)`}
          autoComplete="name"
          value={choice.Name}
          onChange={set('Name')}
          slotProps={{ htmlInput: { maxLength: ACCESS_NAME_MAX } }}
        />
        <TextField
          id={fieldId('Email')}
          label={t`Your e-mail address (optional)`}
          type="email"
          autoComplete="email"
          value={choice.Email}
          onChange={set('Email')}
          error={errors.Email !== undefined}
          helperText={helper('Email')}
          slotProps={{ htmlInput: { maxLength: ACCESS_EMAIL_MAX } }}
        />
        <Captcha key={captcha.widgetKey} onChange={captcha.setToken} />
        {failure && (
          <Alert severity="error" role="alert">
            {translate(failure)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={report.isPending}>
            {t`Send report`}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
