import {
  type AccommodationChoice,
  accommodationMessages,
  accommodationProblems,
  messages,
  NO_ACCOMMODATION,
} from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEventDetails, useRegisterForEvent } from '../../api/events.ts';
import { SubmitButton, useHydratedForm } from '../../components/form/hydrated-form.tsx';
import { LightTextField } from '../../components/form/light-text-field.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import type { AttendeeHandover } from '../../lib/attendee-handover.ts';
import { toast } from '../../lib/toast.ts';
import { type AccommodationErrors, AccommodationFields } from './accommodation-fields.tsx';
import { AccommodationNotice, isAccommodationLate } from './accommodation-notice.tsx';
import { attendeeEmailProblem, attendeeEmailProblemOnBlur } from './attendee-email.ts';

const Captcha = lazyPart(() => import('../../components/captcha/captcha.tsx'), 'Captcha', ['captcha']);

import { useCaptcha } from '../../components/captcha/use-captcha.ts';
import { to } from '../../paths.ts';

interface EventRegistrationFormProps {
  eventId: string;
  /** §4: registered and the survey already answered (or registered before): on to check-in, with the e-mail. */
  goToCheckIn: (email: string) => void;
}

function CaptchaPlaceholder() {
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: 64, display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
      {t`The captcha appears when you start filling in the form.`}
    </Box>
  );
}

/** §2 Register tab: e-mail, full name, send-confirmation checkbox, accommodations (issue 22), captcha, Register button. */
export function EventRegistrationForm({ eventId, goToCheckIn }: EventRegistrationFormProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [sendConfirmation, setSendConfirmation] = useState(true);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [accommodation, setAccommodation] = useState<AccommodationChoice>(NO_ACCOMMODATION);
  const [accommodationErrors, setAccommodationErrors] = useState<AccommodationErrors>({});
  const noticeId = useId();
  // The page has the event's details already (the same query): until when accommodations are promised (issue 22).
  const accommodationWindow = useEventDetails(eventId).data?.Accommodations;
  const captcha = useCaptcha();
  // The captcha widget (~30 KB) loads once the person starts on the form, not with the page (first-visit budget): a
  // focus, a press, or input, which is also how what was typed before the script ran reaches the form (a person still
  // in the field they typed into gives no focus to see).
  const [isStarted, setStarted] = useState(false);
  const register = useRegisterForEvent();
  const form = useHydratedForm();
  const navigate = useNavigate();
  /** The event was full: the person's place in line, shown instead of the form. */
  const [waitlistPosition, setWaitlistPosition] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // §5: an e-mail, a valid e-mail and a solved captcha.
    const problem = attendeeEmailProblem(email);
    setEmailError(problem);
    if (problem) {
      toast.error(translate(problem));
      return;
    }
    const accommodationProblemsFound = accommodationProblems(accommodation);
    setAccommodationErrors(
      Object.fromEntries(accommodationProblemsFound.map(({ field, message }) => [field, message])),
    );
    if (accommodationProblemsFound[0]) {
      toast.error(translate(accommodationProblemsFound[0].message));
      return;
    }
    if (captcha.token === '') {
      toast.error(translate(messages.completeCaptcha));
      return;
    }
    const hasAccommodation = accommodation.Needs.length > 0;
    const answer = await register.mutateAsync({
      EventId: eventId,
      AttendeeEmail: email.trim(),
      AttendeeName: name.trim(),
      SendConfirmation: sendConfirmation,
      Captcha: captcha.token,
      ...(hasAccommodation ? { Accommodations: { ...accommodation, Needs: [...accommodation.Needs] } } : {}),
    });
    // The answer is spent either way: a fresh widget for the next attempt.
    captcha.reset();
    if (!answer.Success) {
      toast.error(translate(answer.ErrorMessage || messages.couldNotRegister));
      return;
    }
    if (hasAccommodation) {
      if (answer.AlreadyRegistered) {
        toast.info(translate(accommodationMessages.notChangedWhenRegistered));
      } else {
        toast.success(
          translate(
            accommodationWindow && isAccommodationLate(accommodationWindow)
              ? accommodationMessages.recordedLate
              : accommodationMessages.recordedOnTime,
          ),
        );
      }
    }
    if (answer.Waitlisted) {
      setWaitlistPosition(answer.WaitlistPosition ?? 1);
      return;
    }
    toast.success(translate(answer.AlreadyRegistered ? messages.alreadyRegistered : messages.registered));
    // §4 after registering: check-in when the survey is done, else the survey when there is one, else stay. A repeat
    // tells neither (it may come from anyone who knows the e-mail): the person's survey link is in their mail.
    if (answer.HasCompletedSurvey || answer.AlreadyRegistered) {
      goToCheckIn(email.trim());
    } else if (answer.HasSurvey && answer.UniqueSurveyId) {
      const handover: AttendeeHandover = { email: email.trim(), name: name.trim(), eventId };
      navigate(to.survey(answer.UniqueSurveyId), { state: handover });
    }
  };

  if (waitlistPosition !== null) {
    return (
      <Box role="status" sx={{ maxWidth: 520 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t`You are on the waitlist`}
        </Typography>
        <Typography>
          {t`The event is full. You are number ${waitlistPosition} in line; if a place opens up, it goes to the first person waiting and we e-mail you at once.`}
        </Typography>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      ref={form.ref}
      noValidate
      onSubmit={submit}
      onFocus={() => setStarted(true)}
      onPointerDown={() => setStarted(true)}
      onInput={() => setStarted(true)}
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
    >
      {accommodationWindow && <AccommodationNotice window={accommodationWindow} id={noticeId} />}
      <LightTextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setEmailError(attendeeEmailProblemOnBlur(email))}
        error={emailError !== null}
        helperText={emailError === null ? ' ' : translate(emailError)}
      />
      <LightTextField
        label={t`Full Name`}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={200}
      />
      <FormControlLabel
        control={
          <Checkbox checked={sendConfirmation} onChange={(event) => setSendConfirmation(event.target.checked)} />
        }
        label={t`Send me a confirmation email`}
      />
      <AccommodationFields
        value={accommodation}
        onChange={(next) => {
          setAccommodation(next);
          // A field's message goes once its rule holds; new ones wait for the next submit.
          setAccommodationErrors((shown) =>
            Object.fromEntries(
              accommodationProblems(next)
                .filter(({ field }) => field in shown)
                .map(({ field, message }) => [field, message]),
            ),
          );
        }}
        errors={accommodationErrors}
        noticeId={noticeId}
      />
      {isStarted ? (
        <Suspense fallback={<CaptchaPlaceholder />}>
          <Captcha key={captcha.widgetKey} onChange={captcha.setToken} />
        </Suspense>
      ) : (
        <CaptchaPlaceholder />
      )}
      <Box>
        <SubmitButton disabled={register.isPending}>
          {register.isPending ? (
            <CircularProgress size={22} color="inherit" aria-label={t`Registering`} />
          ) : (
            translate(messages.register)
          )}
        </SubmitButton>
      </Box>
    </Box>
  );
}
