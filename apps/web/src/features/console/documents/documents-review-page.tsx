import Typography from '@mui/material/Typography';

/** Placeholder while this screen is built. */
export function DocumentsReviewPage() {
  return <Typography variant="h1">Documents</Typography>;
}
