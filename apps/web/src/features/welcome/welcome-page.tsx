import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslated } from '../../i18n/translated.ts';
import { paths } from '../../paths.ts';
import { EventsList } from './events-list.tsx';

/** §2 Welcome screen (/). */
export function WelcomePage() {
  const { t } = useLingui();
  const translate = useTranslated();
  return (
    <>
      <Container maxWidth="md" component="section" aria-labelledby="welcome-heading">
        <Typography id="welcome-heading" variant="h1" gutterBottom>
          {translate(messages.welcome)}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '60ch' }}>
          {t`Businesses, public agencies, non-profits and community-based organizations can register as vendors for the bridge-replacement program. Registered vendors sign in with a link sent by e-mail.`}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {translate(messages.myBusiness)}
          </Button>
          <Button component={RouterLink} to={paths.registerVendor} variant="outlined" size="large">
            {translate(messages.register)}
          </Button>
        </Box>
      </Container>

      <EventsList />
    </>
  );
}
