import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useVerifyVendor } from '../../api/vendor.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';

/** §2 Link verification (/Verify/{token}): loading, then verified or failed. */
export function VerifyPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const token = useParams().token ?? '';
  const verification = useVerifyVendor(token);
  const isVerified = verification.data === true;
  const isFailed = token === '' || verification.data === false || verification.isError;

  // The query runs once per token, so the toast shows once (ids also dedupe StrictMode's second effect).
  useEffect(() => {
    if (isVerified) toast.success(translate(messages.verified), { id: `verify-${token}` });
    else if (isFailed && token !== '') toast.error(translate(messages.unableToVerify), { id: `verify-${token}` });
  }, [isVerified, isFailed, token, translate]);

  return (
    <Container maxWidth="sm">
      <Typography variant="h1" gutterBottom>
        {t`Verify your registration`}
      </Typography>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, fontSize: '1.125rem' }}
      >
        {isVerified ? (
          <>
            <CheckCircleIcon color="success" fontSize="large" aria-hidden="true" />
            <Typography sx={{ fontSize: 'inherit' }}>{translate(messages.linkVerified)}</Typography>
          </>
        ) : isFailed ? (
          <>
            <ErrorIcon color="error" fontSize="large" aria-hidden="true" />
            <Typography sx={{ fontSize: 'inherit' }}>{translate(messages.couldNotVerifyLink)}</Typography>
          </>
        ) : (
          <>
            <CircularProgress size={32} aria-hidden="true" />
            <Typography sx={{ fontSize: 'inherit' }}>{translate(messages.verifyingLink)}</Typography>
          </>
        )}
      </Box>
    </Container>
  );
}
