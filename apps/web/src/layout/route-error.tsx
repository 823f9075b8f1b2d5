import { messages } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { textLinkSx } from '../lib/text-link.ts';
import { paths } from '../paths.ts';

/** §8 router error kinds. */
const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

/** A path no route matches, as the router reports it. */
interface RouteStatus {
  status: number;
}

const isRouteStatus = (error: unknown): error is RouteStatus =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';

/** §2: the router's default error page reads 'Unexpected Application Error!'; no dedicated 404/405 screens. */
export function RouteError({ error }: { error: unknown }) {
  let detail: string;
  if (isRouteStatus(error)) {
    detail = `${error.status} ${statusTexts[error.status] ?? ''}`.trim();
  } else {
    detail = error instanceof Error ? error.message : String(error ?? '');
    console.warn('[router] route error', error);
  }

  return (
    <Container maxWidth="md">
      <Typography variant="h1" component="h1" gutterBottom>
        {messages.unexpectedApplicationError}
      </Typography>
      {detail !== '' && (
        <Typography variant="h2" component="p" sx={{ fontStyle: 'italic', mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Box component={RouterLink} to={paths.home} sx={textLinkSx}>
        Go to the welcome page
      </Box>
    </Container>
  );
}
