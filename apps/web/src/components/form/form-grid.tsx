import Box, { type BoxProps } from '@mui/material/Box';

type Breakpoint = 'xs' | 'sm' | 'md';
type Span = number | Partial<Record<Breakpoint, number>>;

interface FormGridProps extends BoxProps {
  /** The grid itself: twelve columns, `spacing` apart (theme units). */
  container?: boolean;
  spacing?: number;
  /** A cell: the columns it spans, at each breakpoint. */
  size?: Span;
}

const span = (size: Span) =>
  typeof size === 'number'
    ? `span ${size}`
    : Object.fromEntries(Object.entries(size).map(([breakpoint, columns]) => [breakpoint, `span ${columns}`]));

/**
 * The forms' twelve-column layout, as MUI's Grid draws it (`container`, `spacing`, `size`), by CSS grid on a Box: Grid's
 * own runtime is ~1.3 KB gzipped of the registration's first visit, which the languages needed (issue 22).
 */
export function FormGrid({ container = false, spacing, size, sx, ...props }: FormGridProps) {
  const layout = container
    ? { display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: spacing }
    : { gridColumn: size === undefined ? undefined : span(size), minWidth: 0 };
  return <Box {...props} sx={[layout, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
