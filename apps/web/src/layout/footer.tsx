import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SupportEmailLink } from '../components/support-email-link.tsx';

/** §2 Layout: a footer with a link to the vendor support e-mail address. */
export function Footer() {
  const { t } = useLingui();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: 3,
        // Shown with the screen, not before it (LoadingState `holdsFooter`): appearing below it moves nothing.
        'main:has([data-screen-loading]) ~ &': { display: 'none' },
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {t({ message: 'Vendor support:', comment: 'A label before the support e-mail address.' })}{' '}
          <SupportEmailLink />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t`bridgehub, a bridge-replacement program of two state transportation departments`}
        </Typography>
      </Container>
    </Box>
  );
}
