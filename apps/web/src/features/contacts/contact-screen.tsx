import { HUB_TABS } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { to } from '../../paths.ts';

/** A back arrow points to where reading starts: left in a left-to-right page, right in a right-to-left one. */
const backArrow = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** The frame both contact screens share: Back to the hub's Contacts tab, then the screen's heading. */
export function ContactScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
      <Button
        component={RouterLink}
        to={to.hubTab(HUB_TABS.Contacts)}
        startIcon={<ArrowBackIcon sx={backArrow} />}
        sx={{ mb: 2 }}
      >
        {t`Back`}
      </Button>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
