import { messages } from '@bridgehub/contract';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RichText } from '../../../components/rich-text.tsx';
import { SupportEmailLink } from '../../../components/support-email-link.tsx';
import { useTranslated } from '../../../i18n/translated.ts';

interface TermsDialogProps {
  open: boolean;
  onAgree: () => void;
  onDisagree: () => void;
  onClose: () => void;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const paragraph = { mb: 2 } as const;

/** §2 terms dialog: use of personal information, the two states' privacy notices, opting out, equal opportunity. */
export function TermsDialog({ open, onAgree, onDisagree, onClose }: TermsDialogProps) {
  const titleId = useId();
  const { t } = useLingui();
  const translate = useTranslated();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{translate(messages.termsTitle)}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={paragraph}>
          {t`The information you give in this registration, including the names, e-mail addresses, phone numbers and titles of your organization’s contacts, is used to register and verify your organization as a vendor, to tell you about contracting opportunities, events and program news, and to report on participation in the program. It is shared with the two state transportation departments that run the program and is handled under their privacy notices:`}
        </Typography>
        <Box component="ul" sx={{ mt: 0, mb: 2 }}>
          <li>
            <Link href="https://www.oregon.gov/pages/terms-and-conditions.aspx" {...newTab}>
              {t`State of Oregon terms and conditions and privacy notice (opens in a new tab)`}
            </Link>
          </li>
          <li>
            <Link href="https://watech.wa.gov/privacy" {...newTab}>
              {t`Washington State privacy notice (opens in a new tab)`}
            </Link>
          </li>
        </Box>
        <Typography sx={paragraph}>
          <RichText
            message={msg`You can opt out of communications from the program at any time by e-mailing the vendor support address, {supportAddress}.`}
            values={{ supportAddress: <SupportEmailLink /> }}
          />
        </Typography>
        <Typography sx={paragraph}>
          {t`The program is an equal opportunity provider: it does not discriminate on the basis of race, color, national origin, sex, age, disability or any other protected status.`}
        </Typography>
        <Typography>{t`By selecting Agree you confirm that you have read and accept these terms.`}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onDisagree} variant="outlined">
          {translate(messages.disagree)}
        </Button>
        <Button onClick={onAgree} variant="contained" autoFocus>
          {translate(messages.agree)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
