import { messages } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../paths.ts';

/** §2 Welcome screen (/). */
export function WelcomePage() {
  return (
    <>
      <Container maxWidth="md" component="section" aria-labelledby="welcome-heading">
        <Typography id="welcome-heading" variant="h1" gutterBottom>
          {messages.welcome}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '60ch' }}>
          Businesses, public agencies, non-profits and community-based organizations can register as vendors for the
          bridge-replacement program. Registered vendors sign in with a link sent by e-mail.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {messages.myBusiness}
          </Button>
          <Button component={RouterLink} to={paths.registerVendor} variant="outlined" size="large">
            {messages.register}
          </Button>
        </Stack>
      </Container>

      {/*
        Events slot: the 'Local Business and Community Events' list (§2, max width 1500px) is built by its own issue
        and renders here, below the welcome section.
      */}
      <Box data-slot="events" sx={{ mt: 5, mx: 'auto', maxWidth: 1500, px: { xs: 2, sm: 3 } }} />
    </>
  );
}
