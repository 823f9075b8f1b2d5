import type { VendorDirectoryRow } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { toConsole } from '../console-paths.ts';
import { engagementLabels, flagsOf, placeOf } from '../lib/vendor-labels.ts';

interface ResultsProps {
  rows: VendorDirectoryRow[];
}

const VendorLink = ({ row }: { row: VendorDirectoryRow }) => (
  <Link component={RouterLink} to={toConsole.vendor(row.VendorId)} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
    {row.BusinessName}
  </Link>
);

const VerifiedChip = ({ row }: { row: VendorDirectoryRow }) => (
  <Chip
    size="small"
    variant="outlined"
    color={row.Verified ? 'success' : 'default'}
    label={row.Verified ? 'Verified' : 'Not verified'}
  />
);

const Flags = ({ row }: { row: VendorDirectoryRow }) => {
  const flags = flagsOf(row);
  if (flags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {flags.map((flag) => (
        <Chip key={flag} size="small" variant="outlined" color="secondary" label={flag} />
      ))}
    </Box>
  );
};

const Contact = ({ row }: { row: VendorDirectoryRow }) =>
  row.PrimaryContactName ? (
    <>
      {row.PrimaryContactName}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        {row.PrimaryContactEmail}
      </Typography>
    </>
  ) : (
    <Typography variant="body2" color="text.secondary">
      No primary contact
    </Typography>
  );

/** The directory on a wide screen: one row a vendor. */
export function VendorTable({ rows }: ResultsProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          Vendors matching the search and filters
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ minWidth: 200 }}>
              Business name
            </TableCell>
            <TableCell scope="col">DBA</TableCell>
            <TableCell scope="col">Primary contact</TableCell>
            <TableCell scope="col">City and state</TableCell>
            <TableCell scope="col">Verified</TableCell>
            <TableCell scope="col">Engagement</TableCell>
            <TableCell scope="col">Needs attention</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.VendorId}>
              <TableCell component="th" scope="row">
                <VendorLink row={row} />
              </TableCell>
              <TableCell>{row.DBA}</TableCell>
              <TableCell>
                <Contact row={row} />
              </TableCell>
              <TableCell>{placeOf(row)}</TableCell>
              <TableCell>
                <VerifiedChip row={row} />
              </TableCell>
              <TableCell>{engagementLabels[row.Engagement]}</TableCell>
              <TableCell>
                <Flags row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The directory on a phone: one card a vendor, the table's facts stacked. */
export function VendorCards({ rows }: ResultsProps) {
  return (
    <Box component="ul" aria-label="Vendors" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper key={row.VendorId} component="li" variant="outlined" aria-label={row.BusinessName} sx={{ p: 2 }}>
          <Typography component="h2" variant="h3">
            <VendorLink row={row} />
          </Typography>
          {row.DBA && <Typography color="text.secondary">DBA {row.DBA}</Typography>}
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
          >
            <Fact term="Contact">
              <Contact row={row} />
            </Fact>
            <Fact term="Place">{placeOf(row)}</Fact>
            <Fact term="Engagement">{engagementLabels[row.Engagement]}</Fact>
            <Fact term="Status">
              <VerifiedChip row={row} />
            </Fact>
            <Fact term="Attention">
              <Flags row={row} />
            </Fact>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: '2px' }}>
      {term}
    </Typography>
    <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
      {children}
    </Box>
  </>
);
