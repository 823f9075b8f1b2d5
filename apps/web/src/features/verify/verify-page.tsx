import { messages } from '@bridgehub/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useVerifyVendor } from '../../api/vendor.ts';
import { toast } from '../../lib/toast.ts';

/** §2 Link verification (/Verify/{token}): loading, then verified or failed. */
export function VerifyPage() {
  const token = useParams().token ?? '';
  const verification = useVerifyVendor(token);
  const isVerified = verification.data === true;
  const isFailed = token === '' || verification.data === false || verification.isError;

  // The query runs once per token, so the toast shows once (ids also dedupe StrictMode's second effect).
  useEffect(() => {
    if (isVerified) toast.success(messages.verified, { id: `verify-${token}` });
    else if (isFailed && token !== '') toast.error(messages.unableToVerify, { id: `verify-${token}` });
  }, [isVerified, isFailed, token]);

  return (
    <Container maxWidth="sm">
      <Typography variant="h1" gutterBottom>
        Verify your registration
      </Typography>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, fontSize: '1.125rem' }}
      >
        {isVerified ? (
          <>
            <CheckCircleIcon color="success" fontSize="large" aria-hidden="true" />
            <Typography sx={{ fontSize: 'inherit' }}>{messages.linkVerified}</Typography>
          </>
        ) : isFailed ? (
          <>
            <ErrorIcon color="error" fontSize="large" aria-hidden="true" />
            <Typography sx={{ fontSize: 'inherit' }}>{messages.couldNotVerifyLink}</Typography>
          </>
        ) : (
          <>
            <CircularProgress size={32} aria-hidden="true" />
            <Typography sx={{ fontSize: 'inherit' }}>{messages.verifyingLink}</Typography>
          </>
        )}
      </Box>
    </Container>
  );
}
