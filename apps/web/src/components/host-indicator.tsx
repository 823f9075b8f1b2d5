import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../lib/visually-hidden.ts';

// Material icons AccountBalance and Groups as plain paths: the icon components' runtime costs the first visit ~4 KB.
const programPath = 'M4 10h3v7H4zm6.5 0h3v7h-3zM2 19h20v3H2zm15-9h3v7h-3zm-5-9L2 6v2h20V6z';
const communityPath =
  'M12 12.75c1.63 0 3.07.39 4.24.9 1.08.48 1.76 1.56 1.76 2.73V18H6v-1.61c0-1.18.68-2.26 1.76-2.73 1.17-.52 2.61-.91 4.24-.91M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zM12 6c1.66 0 3 1.34 3 3s-1.34 3-3 3-3-1.34-3-3 1.34-3 3-3';

/** §2 host icon: product-hosted or community-hosted; `withText` shows the words beside it, else they are read only. */
export function HostIndicator({ isProgramHosted, withText = false }: { isProgramHosted: boolean; withText?: boolean }) {
  const { t } = useLingui();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: isProgramHosted ? 'primary.main' : 'secondary.main',
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
        <path d={isProgramHosted ? programPath : communityPath} />
      </svg>
      <Box component="span" sx={withText ? { color: 'text.primary' } : visuallyHidden}>
        {isProgramHosted ? t`Hosted by the bridge program` : t`Community-hosted event`}
      </Box>
    </Box>
  );
}

/** Material's Event icon, as a plain path for the same reason. */
export function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z" />
    </svg>
  );
}
