import Typography from '@mui/material/Typography';

/** Placeholder while this screen is built. */
export function InboxPage() {
  return <Typography variant="h1">Messages</Typography>;
}
