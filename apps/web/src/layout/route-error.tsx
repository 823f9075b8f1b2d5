import { messages } from '@bridgehub/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslated } from '../i18n/translated.ts';
import { textLinkSx } from '../lib/text-link.ts';
import { paths } from '../paths.ts';

/** §8 router error kinds. */
const statusTexts: Record<number, MessageDescriptor> = {
  400: msg`Bad Request`,
  403: msg`Forbidden`,
  404: msg`Not Found`,
  405: msg`Method Not Allowed`,
};

/** A path no route matches, as the router reports it. */
interface RouteStatus {
  status: number;
}

const isRouteStatus = (error: unknown): error is RouteStatus =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';

/** §2: the router's default error page reads 'Unexpected Application Error!'; no dedicated 404/405 screens. */
export function RouteError({ error }: { error: unknown }) {
  const { i18n, t } = useLingui();
  const translate = useTranslated();
  let detail: string;
  if (isRouteStatus(error)) {
    const text = statusTexts[error.status];
    detail = `${error.status} ${text ? i18n._(text) : ''}`.trim();
  } else {
    detail = error instanceof Error ? error.message : String(error ?? '');
    console.warn('[router] route error', error);
  }

  return (
    <Container maxWidth="md">
      <Typography variant="h1" component="h1" gutterBottom>
        {translate(messages.unexpectedApplicationError)}
      </Typography>
      {detail !== '' && (
        <Typography variant="h2" component="p" sx={{ fontStyle: 'italic', mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Box component={RouterLink} to={paths.home} sx={textLinkSx}>
        {t`Go to the welcome page`}
      </Box>
    </Container>
  );
}
