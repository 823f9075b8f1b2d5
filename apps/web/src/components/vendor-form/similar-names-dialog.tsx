import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslated } from '../../i18n/translated.ts';

interface SimilarNamesDialogProps {
  names: readonly string[];
  open: boolean;
  onClose: () => void;
}

/** §2 'Similar Company Names': the organization may already be registered under one of these names. */
export function SimilarNamesDialog({ names, open, onClose }: SimilarNamesDialogProps) {
  const { t } = useLingui();
  const translate = useTranslated();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(messages.similarCompanyNames)}</DialogTitle>
      <DialogContent>
        <Typography id={textId} gutterBottom>
          {t`These registered companies have names similar to the one you entered:`}
        </Typography>
        <List dense sx={{ listStyle: 'disc', pl: 3, mb: 1 }}>
          {names.map((name) => (
            <ListItem key={name} sx={{ display: 'list-item', py: 0.25 }}>
              {name}
            </ListItem>
          ))}
        </List>
        <Typography>
          {t`If your organization is one of them, it is already registered: please contact that company’s primary contact and ask to be added as a contact instead of registering it again.`}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate(messages.differentCompanyName)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
