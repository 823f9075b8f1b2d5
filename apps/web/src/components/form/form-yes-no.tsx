import { useLingui } from '@lingui/react/macro';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type ReactNode, useId } from 'react';

interface YesNoProps {
  /** The question; it names the radio group. */
  label: ReactNode;
  value: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}

/** A Yes/No question as a labelled radio group (arrow keys move between the two answers). */
export function YesNo({ label, value, onChange, disabled }: YesNoProps) {
  const labelId = useId();
  const { t } = useLingui();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel
        component="legend"
        id={labelId}
        sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
      >
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value ? 'yes' : 'no'}
        onChange={(_, next) => onChange(next === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t`Yes`} />
        <FormControlLabel value="no" control={<Radio />} label={t`No`} />
      </RadioGroup>
    </FormControl>
  );
}
