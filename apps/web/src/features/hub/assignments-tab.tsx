import type { VendorInfo } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** §2 Assignments: a bulleted list of current assignments. */
export function AssignmentsTab({ vendor }: { vendor: VendorInfo }) {
  return (
    <section aria-labelledby="assignments-heading">
      <Typography id="assignments-heading" variant="h2" gutterBottom>
        Current Assignments
      </Typography>
      {vendor.Assignments.length === 0 ? (
        <Typography color="text.secondary">You have no current assignments.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          {vendor.Assignments.map((item) => (
            <li key={item.Id}>
              <Typography>{item.Assignment}</Typography>
            </li>
          ))}
        </Box>
      )}
    </section>
  );
}
