import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { useUnsubscribeBroadcast } from './api.ts';

/** §2 Unsubscribe screen: nothing happens until the button is pressed (mail scanners open links). */
export function UnsubscribePage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const contactId = useParams().contactId ?? '';
  const unsubscribe = useUnsubscribeBroadcast();
  const [error, setError] = useState<string | null>(null);
  const isDone = unsubscribe.data?.Success === true;

  const click = async () => {
    setError(null);
    const answer = await unsubscribe.mutateAsync(contactId);
    if (answer.Success) {
      toast.success(translate(messages.unsubscribed));
    } else {
      const message = answer.ErrorMessage || messages.unableToUnsubscribe;
      setError(message);
      toast.error(translate(message));
    }
  };

  return (
    <Container maxWidth="sm">
      <Typography variant="h1" gutterBottom>
        {t`Broadcast messages`}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Box role="status" aria-live="polite">
          {isDone && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <CheckCircleIcon color="success" fontSize="large" aria-hidden="true" />
              <Typography sx={{ fontSize: '1.125rem' }}>{translate(messages.unsubscribeConfirmation)}</Typography>
            </Box>
          )}
        </Box>
        {!isDone && (
          <>
            <Typography sx={{ mb: 3 }}>
              {t`Stop receiving the program’s broadcast e-mails at this address. Messages about your own registrations and account still reach you.`}
            </Typography>
            <Button variant="contained" size="large" onClick={() => void click()} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? (
                <CircularProgress size={22} color="inherit" aria-label={t`Unsubscribing`} />
              ) : (
                translate(messages.clickToUnsubscribe)
              )}
            </Button>
          </>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 3 }}>
            {translate(error)}
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
