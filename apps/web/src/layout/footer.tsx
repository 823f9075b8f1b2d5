import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { SupportEmailLink } from '../components/support-email-link.tsx';
import { textLinkSx } from '../lib/text-link.ts';
import { paths } from '../paths.ts';

/** Where a person came from, which the accessibility statement's report form offers as the page of the barrier. */
export interface AccessibilityLinkState {
  from: string;
}

/**
 * §2 Layout: a footer with a link to the vendor support e-mail address, and (issue 22) the language assistance notice
 * and the accessibility statement, on every public page.
 */
export function Footer() {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const from: AccessibilityLinkState = { from: `${pathname}${search}` };
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
        <Typography variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <Box component={RouterLink} to={paths.languageAssistance} sx={textLinkSx}>
            {t({
              message: 'Language help',
              comment: 'Footer link to the notice of free interpretation and translation.',
            })}
          </Box>
          <Box component={RouterLink} to={paths.accessibility} state={from} sx={textLinkSx}>
            {t({ message: 'Accessibility', comment: 'Footer link to the accessibility statement.' })}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t`bridgehub, a bridge-replacement program of two state transportation departments`}
        </Typography>
      </Container>
    </Box>
  );
}
