import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export type LightTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  helperText?: string | null;
  error?: boolean;
};

/**
 * MUI's TextField without its select mode: TextField imports Select, Menu, Popover and Modal, which the public event
 * screens never use and which would push their first visit over the 170 KB budget.
 */
export function LightTextField({ label, helperText, error = false, required, id, ...props }: LightTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl fullWidth error={error} required={required ?? false}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...props}
        id={inputId}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText !== undefined && <FormHelperText id={helperId}>{helperText ?? ' '}</FormHelperText>}
    </FormControl>
  );
}
