import Link, { type LinkProps } from '@mui/material/Link';
import { useSiteSettings } from '../api/site.ts';

/** A mailto link to the vendor support address the server is configured with; nothing until it is known. */
export function SupportEmailLink(props: Omit<LinkProps, 'href' | 'children'>) {
  const { data } = useSiteSettings();
  if (!data) return null;
  return (
    <Link href={`mailto:${data.SupportEmail}`} {...props}>
      {data.SupportEmail}
    </Link>
  );
}
