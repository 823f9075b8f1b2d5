import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../lib/visually-hidden.ts';

export const hostLabel = (isProgramHosted: boolean) =>
  isProgramHosted ? 'Hosted by the bridge program' : 'Community-hosted event';

/** §2 host icon: product-hosted or community-hosted; `withText` shows the words beside it, else they are read only. */
export function HostIndicator({ isProgramHosted, withText = false }: { isProgramHosted: boolean; withText?: boolean }) {
  const Icon = isProgramHosted ? AccountBalanceIcon : GroupsIcon;
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
      <Icon aria-hidden="true" />
      <Box component="span" sx={withText ? { color: 'text.primary' } : visuallyHidden}>
        {hostLabel(isProgramHosted)}
      </Box>
    </Box>
  );
}
