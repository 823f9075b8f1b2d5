import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths } from '../console-paths.ts';
import { useStaffMe } from '../lib/staff-me.ts';
import { mayUse, roleLabels } from '../roles.ts';
import { sectionsFor } from '../sections.ts';
import { DueAccommodations } from './due-accommodations.tsx';
import { VendorDashboardTiles } from './vendor-dashboard.tsx';

/** `/console`: who is signed in, what needs them now (when their role runs the program), and their sections. */
export function ConsoleHomePage() {
  const me = useStaffMe();
  return (
    <QueryState query={me} label="Loading your account…">
      {(person) => (
        <>
          <Typography variant="h1" gutterBottom>
            Welcome, {person.DisplayName}
          </Typography>
          <Typography sx={{ mb: 3 }}>
            You are signed in as {person.Email}, {roleLabels[person.Role]}.
          </Typography>
          {mayUse(person.Role, 'getVendorDashboard') && <VendorDashboardTiles />}
          {mayUse(person.Role, 'listDueAccommodations') && <DueAccommodations />}
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sectionsFor(person.Role)
              .filter((section) => section.path !== consolePaths.home)
              .map((section) => (
                <Grid key={section.path} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={RouterLink} to={section.path} sx={{ height: '100%' }}>
                      <CardContent>
                        <Typography variant="h2" component="h2" gutterBottom>
                          {section.label}
                        </Typography>
                        <Typography color="text.secondary">{section.description}</Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
          </Grid>
        </>
      )}
    </QueryState>
  );
}
