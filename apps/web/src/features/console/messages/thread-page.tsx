import Typography from '@mui/material/Typography';

/** Placeholder while this screen is built. */
export function ThreadPage() {
  return <Typography variant="h1">Thread</Typography>;
}
