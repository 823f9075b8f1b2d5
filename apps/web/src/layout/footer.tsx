import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { supportEmail } from '../lib/env.ts';

/** §2 Layout: a footer with a link to the vendor support e-mail address. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2">
          Vendor support:{' '}
          <Link href={`mailto:${supportEmail}`} color="primary">
            {supportEmail}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          bridgehub, a bridge-replacement program of two state transportation departments
        </Typography>
      </Container>
    </Box>
  );
}
