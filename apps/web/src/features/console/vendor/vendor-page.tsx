import Typography from '@mui/material/Typography';

/** Placeholder while this screen is built. */
export function VendorPage() {
  return <Typography variant="h1">Vendor</Typography>;
}
