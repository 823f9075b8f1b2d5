import { messages } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../paths.ts';
import { EventsList } from './events-list.tsx';

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
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {messages.myBusiness}
          </Button>
          <Button component={RouterLink} to={paths.registerVendor} variant="outlined" size="large">
            {messages.register}
          </Button>
        </Box>
      </Container>

      <EventsList />
    </>
  );
}
