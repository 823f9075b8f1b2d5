import type { VendorInfo } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** §2 Assignments: a bulleted list of current assignments. */
export function AssignmentsTab({ vendor }: { vendor: VendorInfo }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="assignments-heading">
      <Typography id="assignments-heading" variant="h2" gutterBottom>
        {t`Current Assignments`}
      </Typography>
      {vendor.Assignments.length === 0 ? (
        <Typography color="text.secondary">{t`You have no current assignments.`}</Typography>
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
