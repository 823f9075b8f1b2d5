/**
 * MUI Link's look (underline="always", primary colour) for plain anchors: the Link component costs every first visit
 * ~1.4 KB gzipped, and the shell's links need nothing else from it.
 */
export const textLinkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(27, 58, 92, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
} as const;
