import { eventPageMessages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call, unwrap } from '../../api/client.ts';
import { LoadingState } from '../../components/loading-state.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { formatEventDateFor } from '../../lib/format-date.ts';

/**
 * `/CancelRegistration/{signed}` from the confirmation mail: shows the event and cancels only when the button is
 * pressed (mail scanners open links). The place goes to the first person waiting.
 */
export function CancelRegistrationPage() {
  const { t, i18n } = useLingui();
  const translate = useTranslated();
  const token = useParams().token ?? '';
  const registration = useQuery({
    queryKey: ['registration-to-cancel', token],
    queryFn: async ({ signal }) => unwrap(await call('getRegistrationToCancel', { params: { token }, signal })),
    retry: false,
  });
  const cancel = useMutation({
    mutationFn: async () => unwrap(await call('cancelRegistrationByLink', { params: { token } })),
  });
  const isDone = cancel.isSuccess || registration.data?.IsCancelled === true;

  return (
    <Container maxWidth="sm">
      <Typography variant="h1" gutterBottom>
        {t`Cancel a registration`}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {registration.isPending && <LoadingState label={t`Loading...`} />}
        {registration.isError && (
          <Alert severity="error" role="alert">
            {translate(registration.error.message || eventPageMessages.cancelLinkInvalid)}
          </Alert>
        )}
        {registration.data && (
          <>
            <Typography sx={{ mb: 2 }}>
              <strong>{registration.data.EventName}</strong>,{' '}
              {formatEventDateFor(i18n.locale, registration.data.EventDate, undefined, true)}
            </Typography>
            <Box role="status" aria-live="polite">
              {isDone && (
                <Typography sx={{ fontSize: '1.125rem' }}>
                  {t`Your registration is cancelled. Thank you for letting us know.`}
                </Typography>
              )}
            </Box>
            {!isDone && (
              <>
                <Typography sx={{ mb: 3 }}>
                  {t`Can no longer come? Cancel your registration, so your place goes to someone on the waitlist.`}
                </Typography>
                <Button
                  variant="contained"
                  color="error"
                  size="large"
                  onClick={() => cancel.mutate()}
                  disabled={cancel.isPending}
                >
                  {cancel.isPending ? (
                    <CircularProgress size={22} color="inherit" aria-label={t`Cancelling`} />
                  ) : (
                    t`Cancel my registration`
                  )}
                </Button>
              </>
            )}
            {cancel.isError && (
              <Alert severity="error" role="alert" sx={{ mt: 3 }}>
                {translate(cancel.error.message)}
              </Alert>
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
