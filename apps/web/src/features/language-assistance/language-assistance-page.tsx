import {
  ACCESS_DETAILS_MAX,
  ACCESS_EMAIL_MAX,
  ACCESS_NAME_MAX,
  ACCESS_OTHER_LANGUAGE_MAX,
  ACCESS_PHONE_MAX,
  ASSISTANCE_LANGUAGES,
  accessRequestMessages,
  type LanguageAssistanceChoice,
  type LanguageCode,
  languageAssistanceProblems,
  languageOf,
  messages,
} from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, Fragment, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useSiteSettings } from '../../api/site.ts';
import { Captcha } from '../../components/captcha/captcha.tsx';
import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { OfferedLanguages } from '../../i18n/offered-languages.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { textLinkSx } from '../../lib/text-link.ts';
import { paths } from '../../paths.ts';
import { useRequestLanguageAssistance } from './api.ts';
import { LANGUAGE_NOTICES } from './notices.ts';

/** The form's place on the page, which every notice links to. */
const FORM_ID = 'language-request';

type Field = keyof LanguageAssistanceChoice;
const EMPTY: LanguageAssistanceChoice = {
  Name: '',
  Email: '',
  Phone: '',
  Language: '',
  OtherLanguage: '',
  Purpose: '',
};

/** `{email}` and `{form}` of a notice's sentence replaced by their links. */
const fillNotice = (body: string, values: Record<'email' | 'form', ReactNode>) =>
  body.split(/(\{email\}|\{form\})/).map((part, index) => {
    const key = `${index}-${part}`;
    if (part === '{email}') return <Fragment key={key}>{values.email}</Fragment>;
    if (part === '{form}') return <Fragment key={key}>{values.form}</Fragment>;
    return <Fragment key={key}>{part}</Fragment>;
  });

/**
 * One language's notice, marked with its language and direction (WCAG 3.1.2). Its form link opens this page in that
 * language at the form; the page's own language links to the form below.
 */
function Notice({ code, isPageLanguage, email }: { code: LanguageCode; isPageLanguage: boolean; email?: string }) {
  const notice = LANGUAGE_NOTICES[code];
  const language = languageOf(code);
  const headingId = `notice-${code}`;
  const formHref = isPageLanguage ? `#${FORM_ID}` : `${paths.languageAssistance}?lang=${code}#${FORM_ID}`;
  return (
    <Box
      component="section"
      lang={code}
      dir={language.dir}
      aria-labelledby={headingId}
      sx={{ borderInlineStart: '4px solid', borderColor: 'primary.main', paddingInlineStart: 2, py: 0.5 }}
    >
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {notice.heading}
        <Box component="span" sx={{ display: 'block', fontSize: '0.95rem', fontWeight: 400, color: 'text.secondary' }}>
          {language.name}
        </Box>
      </Typography>
      <Typography>
        {fillNotice(notice.body, {
          email: email ? (
            <Box component="a" href={`mailto:${email}`} dir="ltr" sx={{ ...textLinkSx, overflowWrap: 'anywhere' }}>
              {email}
            </Box>
          ) : (
            '…'
          ),
          form: (
            <Box component="a" href={formHref} hrefLang={code} sx={textLinkSx}>
              {notice.form}
            </Box>
          ),
        })}
      </Typography>
    </Box>
  );
}

/**
 * Title VI (issue 22): free interpretation and translation, said in every offered language on the one page (the
 * page's language first), and a form to ask for it, which reaches staff in the console.
 */
export function LanguageAssistancePage() {
  const { t, i18n } = useLingui();
  const offered = useContext(OfferedLanguages);
  const pageLanguage = i18n.locale as LanguageCode;
  const order = [pageLanguage, ...offered.filter((code) => code !== pageLanguage)];
  const email = useSiteSettings().data?.SupportEmail;

  return (
    <Container maxWidth="md">
      <Typography variant="h1" gutterBottom>
        {t`Language assistance`}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t`Interpreters and translations are free of charge, in the languages below and in any other language.`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, mb: 5 }}>
        {order.map((code) => (
          <Notice key={code} code={code} isPageLanguage={code === pageLanguage} email={email} />
        ))}
      </Box>
      <LanguageRequestForm />
    </Container>
  );
}

// The server's refusals are shown translated (the catalog holds them): accessRequestMessages.problems,
// accessRequestMessages.couldNotSend, messages.completeCaptcha, messages.captchaInvalid.
function LanguageRequestForm() {
  const { t, i18n } = useLingui();
  const translate = useTranslated();
  const [choice, setChoice] = useState<LanguageAssistanceChoice>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useCaptcha();
  const request = useRequestLanguageAssistance();
  const offered = useContext(OfferedLanguages);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo !== null) thanks.current?.focus();
  }, [sentTo]);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...choice, [field]: event.target.value };
    setChoice(next);
    // A field's message goes once its rule holds; new ones wait for the next submit.
    if (errors[field] !== undefined || (field === 'Phone' && errors.Email) || (field === 'Email' && errors.Phone)) {
      const still = languageAssistanceProblems(next).filter(({ field: f }) => f in errors);
      setErrors(Object.fromEntries(still.map(({ field: f, message }) => [f, message])));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = languageAssistanceProblems(choice);
    setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
    const [first] = problems;
    if (first) {
      document.getElementById(`language-request-${first.field}`)?.focus();
      return;
    }
    if (captcha.token === '') {
      setFailure(messages.completeCaptcha);
      return;
    }
    const answer = await request.mutateAsync({
      ...choice,
      OtherLanguage: choice.Language === 'other' ? choice.OtherLanguage : '',
      PageLanguage: i18n.locale,
      Captcha: captcha.token,
    });
    // The answer is spent either way: a fresh widget for the next attempt.
    captcha.reset();
    if (!answer.Success) {
      setFailure(answer.ErrorMessage || accessRequestMessages.couldNotSend);
      return;
    }
    setSentTo(choice.Email.trim());
  };

  const helper = (field: Field, hint = ' ') => (errors[field] ? translate(errors[field]) : hint);
  const fieldId = (field: Field) => `language-request-${field}`;

  if (sentTo !== null) {
    return (
      <Box component="section" aria-labelledby={`${FORM_ID}-sent`} id={FORM_ID}>
        <Typography variant="h2" id={`${FORM_ID}-sent`} ref={thanks} tabIndex={-1} sx={{ mb: 1 }}>
          {t`Request sent`}
        </Typography>
        <Typography role="status">
          {sentTo === ''
            ? t`Thank you. Someone from the program will contact you soon.`
            : t`Thank you. Someone from the program will contact you soon. We also sent a confirmation to your e-mail address.`}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={`${FORM_ID}-heading`}>
      <Typography variant="h2" id={`${FORM_ID}-heading`} sx={{ mb: 1 }}>
        <Box component="span" id={FORM_ID} tabIndex={-1} sx={{ scrollMarginTop: 16 }}>
          {t`Ask for an interpreter or a translation`}
        </Box>
      </Typography>
      <Typography id={`${FORM_ID}-contact-hint`} sx={{ mb: 2 }}>
        {t`Give an e-mail address, a phone number or both, so that we can reach you. Fields marked * are required.`}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={`${FORM_ID}-heading`}
        sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
      >
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
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          value={choice.Email}
          onChange={set('Email')}
          error={errors.Email !== undefined}
          helperText={helper('Email')}
          slotProps={{
            htmlInput: {
              maxLength: ACCESS_EMAIL_MAX,
              'aria-describedby': `${FORM_ID}-contact-hint ${fieldId('Email')}-helper-text`,
            },
          }}
        />
        <TextField
          id={fieldId('Phone')}
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          value={choice.Phone}
          onChange={set('Phone')}
          error={errors.Phone !== undefined}
          helperText={helper('Phone')}
          slotProps={{
            htmlInput: {
              maxLength: ACCESS_PHONE_MAX,
              'aria-describedby': `${FORM_ID}-contact-hint ${fieldId('Phone')}-helper-text`,
            },
          }}
        />
        <TextField
          id={fieldId('Language')}
          select
          required
          label={t`Language you need`}
          value={choice.Language}
          onChange={set('Language')}
          error={errors.Language !== undefined}
          helperText={helper('Language')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t`Choose a language`}</option>
          {ASSISTANCE_LANGUAGES.filter((code) => code === 'other' || offered.includes(code)).map((code) =>
            code === 'other' ? (
              <option key={code} value={code}>
                {t`Another language`}
              </option>
            ) : (
              <option key={code} value={code} lang={code}>
                {languageOf(code).name}
              </option>
            ),
          )}
        </TextField>
        {choice.Language === 'other' && (
          <TextField
            id={fieldId('OtherLanguage')}
            required
            label={t`Which language?`}
            value={choice.OtherLanguage}
            onChange={set('OtherLanguage')}
            error={errors.OtherLanguage !== undefined}
            helperText={helper('OtherLanguage')}
            slotProps={{ htmlInput: { maxLength: ACCESS_OTHER_LANGUAGE_MAX } }}
          />
        )}
        <TextField
          id={fieldId('Purpose')}
          label={t`What is it for? (optional)`}
          multiline
          minRows={3}
          value={choice.Purpose}
          onChange={set('Purpose')}
          helperText={t`For example a public meeting, a letter you received, or a phone call with the program.`}
          slotProps={{ htmlInput: { maxLength: ACCESS_DETAILS_MAX } }}
        />
        <Captcha key={captcha.widgetKey} onChange={captcha.setToken} />
        {failure && (
          <Alert severity="error" role="alert">
            {translate(failure)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" loading={request.isPending}>
            {t`Send request`}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
