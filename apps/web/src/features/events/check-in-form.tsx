import { type CheckInResult, messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCheckInToEvent } from '../../api/events.ts';
import { SubmitButton, useHydratedForm } from '../../components/form/hydrated-form.tsx';
import { LightTextField } from '../../components/form/light-text-field.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { attendeeEmailProblem, attendeeEmailProblemOnBlur } from './attendee-email.ts';

interface CheckInFormProps {
  eventId: string;
  /** EventToday from the server: Check-In is enabled only on the day of the event (§2). */
  isEventToday: boolean;
  initialEmail?: string;
  /** §2 Check-in screen: an e-mail handed over by navigation checks in at once. */
  isAutomatic?: boolean;
}

type Outcome = { kind: 'done'; result: CheckInResult } | { kind: 'error'; message: string } | null;

/** E-mail and the Check-In button; the answer greets the attendee by name, errors show in red. */
export function CheckInForm({ eventId, isEventToday, initialEmail = '', isAutomatic = false }: CheckInFormProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const checkIn = useCheckInToEvent();
  const noteId = useId();
  const hasAutoRun = useRef(false);
  const form = useHydratedForm();

  const run = async (value: string) => {
    const problem = attendeeEmailProblem(value);
    setFieldError(problem);
    if (problem) return;
    setOutcome(null);
    const answer = await checkIn.mutateAsync({ EventId: eventId, AttendeeEmail: value.trim() });
    setOutcome(
      answer.Success
        ? {
            kind: 'done',
            result: {
              CheckInSuccess: answer.CheckInSuccess ?? false,
              AlreadyCheckedIn: answer.AlreadyCheckedIn ?? false,
              Name: answer.Name ?? null,
            },
          }
        : { kind: 'error', message: answer.ErrorMessage || messages.unableToCheckIn },
    );
  };

  // The ref keeps StrictMode's second effect from checking in twice (the server would answer Already Checked In).
  useEffect(() => {
    if (!isAutomatic || !isEventToday || hasAutoRun.current || initialEmail === '') return;
    hasAutoRun.current = true;
    void run(initialEmail);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(email);
  };

  const attendee = outcome?.kind === 'done' ? outcome.result.Name : null;
  const button = (
    <SubmitButton disabled={!isEventToday || checkIn.isPending}>
      {checkIn.isPending ? (
        <CircularProgress size={22} color="inherit" aria-label={t`Checking in`} />
      ) : (
        translate(messages.checkIn)
      )}
    </SubmitButton>
  );

  return (
    <Box component="form" ref={form.ref} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
      <LightTextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setFieldError(attendeeEmailProblemOnBlur(email))}
        error={fieldError !== null}
        helperText={fieldError === null ? ' ' : translate(fieldError)}
        disabled={!isEventToday}
      />
      <Box>
        {isEventToday ? (
          button
        ) : (
          // A disabled button takes no pointer or focus events: the wrapper carries the tooltip (§2), shown on hover
          // and keyboard focus. CSS only: MUI's Tooltip brings Popper into the event page's first visit.
          <Box
            component="span"
            tabIndex={0}
            aria-describedby={noteId}
            sx={{
              display: 'inline-block',
              position: 'relative',
              '&:hover > [role=tooltip], &:focus-visible > [role=tooltip]': { display: 'block' },
            }}
          >
            {button}
            <Box
              component="span"
              role="tooltip"
              sx={{
                display: 'none',
                position: 'absolute',
                bottom: 'calc(100% + 8px)',
                left: 0,
                width: 'max-content',
                maxWidth: 280,
                bgcolor: '#33383e',
                color: '#ffffff',
                fontSize: '0.875rem',
                borderRadius: 1,
                px: 1,
                py: 0.5,
                zIndex: 1,
              }}
            >
              {translate(messages.checkInOnEventDay)}
            </Box>
          </Box>
        )}
      </Box>
      {!isEventToday && (
        <Typography id={noteId} color="text.secondary">
          {translate(messages.checkInOnEventDay)}
        </Typography>
      )}
      <Box role="status" aria-live="polite">
        {outcome?.kind === 'done' && (
          <Box sx={{ border: 2, borderColor: 'success.main', borderRadius: 1, p: 2 }}>
            <Typography variant="h3" component="p" sx={{ color: 'success.main' }}>
              {translate(outcome.result.AlreadyCheckedIn ? messages.alreadyCheckedIn : messages.checkedIn)}
            </Typography>
            <Typography>{attendee ? t`Welcome, ${attendee}!` : t`Welcome!`}</Typography>
          </Box>
        )}
      </Box>
      <Box role="alert">
        {outcome?.kind === 'error' && (
          <Typography color="error" sx={{ fontWeight: 600 }}>
            {translate(outcome.message)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
