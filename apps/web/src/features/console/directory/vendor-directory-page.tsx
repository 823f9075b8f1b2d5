import Typography from '@mui/material/Typography';

/** Placeholder while this screen is built. */
export function VendorDirectoryPage() {
  return <Typography variant="h1">Vendors</Typography>;
}
