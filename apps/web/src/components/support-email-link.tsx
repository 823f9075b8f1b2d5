import Box from '@mui/material/Box';
import { useSiteSettings } from '../api/site.ts';
import { textLinkSx } from '../lib/text-link.ts';

/** A mailto link to the vendor support address the server is configured with; nothing until it is known. */
export function SupportEmailLink() {
  const { data } = useSiteSettings();
  if (!data) return null;
  return (
    <Box component="a" href={`mailto:${data.SupportEmail}`} sx={textLinkSx}>
      {data.SupportEmail}
    </Box>
  );
}
