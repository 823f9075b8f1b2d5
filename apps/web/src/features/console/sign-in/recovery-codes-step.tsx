import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { saveFile } from '../../../lib/save-file.ts';
import { toast } from '../../../lib/toast.ts';

interface RecoveryCodesStepProps {
  codes: string[];
  onSaved: () => void;
}

const FILE_NAME = 'bridgehub-staff-recovery-codes.txt';

/** The recovery codes, shown this once: copy or download them, then say they are saved. */
export function RecoveryCodesStep({ codes, onSaved }: RecoveryCodesStepProps) {
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying is blocked here: download the codes instead.');
    }
  };

  const download = () => saveFile(new Blob([text], { type: 'text/plain' }), FILE_NAME);

  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Save your recovery codes
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        This is the only time these codes are shown. Each one signs you in once if you lose your authenticator app or
        passkey. Keep them somewhere safe, such as a password manager.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1.125rem',
          pl: 4,
          mb: 3,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy the codes
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          Download the codes
        </Button>
        <Button variant="contained" onClick={onSaved}>
          I have saved them
        </Button>
      </Box>
    </>
  );
}
