import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router';
import { consolePaths } from '../console-paths.ts';
import { useStaffMe } from '../lib/staff-me.ts';
import { signOutStaff, useIsStaffSignedIn } from '../lib/staff-session.ts';
import { roleLabels } from '../roles.ts';
import { sectionsFor } from '../sections.ts';

/** Product name and "Staff console"; when signed in, the sections of the person's role, their name, and Sign out. */
export function ConsoleHeader() {
  const isSignedIn = useIsStaffSignedIn();
  const me = useStaffMe();
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [isMenuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const person = isSignedIn ? me.data : undefined;
  const sections = person ? sectionsFor(person.Role) : [];

  const leave = async () => {
    setMenuOpen(false);
    await signOutStaff();
    navigate(consolePaths.login);
  };

  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 64, px: { xs: 2, sm: 3 } }}>
        {person && isNarrow && (
          <IconButton color="inherit" edge="start" aria-label="Open the menu" onClick={() => setMenuOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={consolePaths.home}
          sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'baseline', gap: 1.5 }}
        >
          <Box component="span" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
            bridgehub
          </Box>
          <Box component="span" sx={{ fontSize: '1rem', fontWeight: 500 }}>
            Staff console
          </Box>
        </Box>
        {person && !isNarrow && (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {person.DisplayName}
              <Box component="span" sx={{ fontWeight: 400 }}>
                {' '}
                · {roleLabels[person.Role]}
              </Box>
            </Typography>
            <Button variant="outlined" color="inherit" onClick={() => void leave()}>
              Sign out
            </Button>
          </>
        )}
      </Box>
      {person && !isNarrow && (
        // A row of its own, wrapping when needed: an Administrator's sections outgrow one line beside the name.
        <Box
          component="nav"
          aria-label="Console"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: { xs: 2, sm: 3 }, pb: 1, mt: -1 }}
        >
          {sections.map((section) => (
            <Button
              key={section.path}
              component={NavLink}
              to={section.path}
              end
              color="inherit"
              sx={{ '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: 6 } }}
            >
              {section.label}
            </Button>
          ))}
        </Box>
      )}
      {person && isNarrow && (
        <Drawer open={isMenuOpen} onClose={() => setMenuOpen(false)}>
          <Box sx={{ width: 280, p: 2 }}>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {person.DisplayName}
            </Typography>
            <Typography color="text.secondary">{roleLabels[person.Role]}</Typography>
          </Box>
          <Divider />
          <Box component="nav" aria-label="Console">
            <List>
              {sections.map((section) => (
                <ListItemButton
                  key={section.path}
                  component={NavLink}
                  to={section.path}
                  end
                  onClick={() => setMenuOpen(false)}
                  sx={{ '&[aria-current="page"]': { fontWeight: 700, bgcolor: 'action.selected' } }}
                >
                  <ListItemText primary={section.label} />
                </ListItemButton>
              ))}
            </List>
          </Box>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button variant="outlined" onClick={() => void leave()}>
              Sign out
            </Button>
          </Box>
        </Drawer>
      )}
    </Box>
  );
}
