import Box from '@mui/material/Box';
import { type InputHTMLAttributes, useId } from 'react';
import { focusRing } from '../../lib/theme.ts';

export type LightTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  helperText?: string | null;
  error?: boolean;
};

const labelText = (label: string, required: boolean) => (
  <>
    {label}
    {required && <span aria-hidden="true">{' *'}</span>}
  </>
);

/**
 * A native input drawn like MUI's outlined TextField (floating label, notched outline, helper text). MUI's field
 * (FormControl, InputBase, FormHelperText: ~7 KB gzipped; TextField adds Select, Menu and Modal) would push the public
 * event screens' first visit over their 170 KB budget. The helper or error text is linked by aria-describedby and an
 * error sets aria-invalid.
 */
export function LightTextField({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  id,
  value,
  ...props
}: LightTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const isFilled = value !== undefined && String(value) !== '';
  const accent = error ? 'error.main' : 'primary.main';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', position: 'relative', minWidth: 0, width: '100%' }}>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 1,
          '&:focus-within': { boxShadow: `0 0 0 2px ${focusRing}` },
          '&:hover > fieldset': disabled ? {} : { borderColor: error ? 'error.main' : 'text.primary' },
          '& > input:focus ~ fieldset': { borderColor: accent, borderWidth: 2 },
          '& > input:focus ~ label': { color: accent },
          '& > input:focus ~ label, & > input:autofill ~ label': {
            transform: 'translate(14px, -9px) scale(0.75)',
            maxWidth: 'calc(133% - 32px)',
          },
          // Right to left (Arabic), the label floats to the right corner.
          '[dir="rtl"] & > input:focus ~ label, [dir="rtl"] & > input:autofill ~ label': {
            transform: 'translate(-14px, -9px) scale(0.75)',
          },
          '& > input:focus ~ fieldset > legend, & > input:autofill ~ fieldset > legend': { maxWidth: '100%' },
        }}
      >
        <Box
          component="input"
          {...props}
          id={inputId}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? helperId : undefined}
          sx={{
            font: 'inherit',
            fontSize: '1rem',
            letterSpacing: 'inherit',
            color: disabled ? 'text.disabled' : 'text.primary',
            WebkitTextFillColor: disabled ? 'currentColor' : undefined,
            display: 'block',
            boxSizing: 'border-box',
            width: '100%',
            minWidth: 0,
            height: 'calc(1.4375em + 33px)',
            lineHeight: '1.4375em',
            m: 0,
            p: '16.5px 14px',
            border: 0,
            borderRadius: 'inherit',
            background: 'none',
            '&:focus-visible': { outline: 'none' },
          }}
        />
        <Box
          component="label"
          htmlFor={inputId}
          sx={{
            position: 'absolute',
            insetInlineStart: 0,
            top: 0,
            zIndex: 1,
            pointerEvents: 'none',
            transformOrigin: 'top left',
            transform: isFilled ? 'translate(14px, -9px) scale(0.75)' : 'translate(14px, 16px) scale(1)',
            '[dir="rtl"] &': {
              transformOrigin: 'top right',
              transform: isFilled ? 'translate(-14px, -9px) scale(0.75)' : 'translate(-14px, 16px) scale(1)',
            },
            maxWidth: isFilled ? 'calc(133% - 32px)' : 'calc(100% - 24px)',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            fontSize: '1rem',
            lineHeight: '1.4375em',
            color: disabled ? 'text.disabled' : error ? 'error.main' : 'text.secondary',
            transition: 'color 200ms, transform 200ms, max-width 200ms',
          }}
        >
          {labelText(label, required)}
        </Box>
        <Box
          component="fieldset"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: '-5px 0 0',
            m: 0,
            px: 1,
            py: 0,
            pointerEvents: 'none',
            borderRadius: 'inherit',
            borderStyle: 'solid',
            borderWidth: 1,
            borderColor: disabled ? 'action.disabled' : error ? 'error.main' : '#7b8088',
            minWidth: 0,
            overflow: 'hidden',
            textAlign: 'start',
          }}
        >
          <Box
            component="legend"
            sx={{
              float: 'unset',
              width: 'auto',
              overflow: 'hidden',
              display: 'block',
              p: 0,
              height: 11,
              fontSize: '0.75em',
              visibility: 'hidden',
              whiteSpace: 'nowrap',
              maxWidth: isFilled ? '100%' : '0.01px',
              transition: 'max-width 100ms',
              '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
            }}
          >
            <span>{labelText(label, required)}</span>
          </Box>
        </Box>
      </Box>
      {helperText !== undefined && (
        <Box
          component="p"
          id={helperId}
          sx={{
            m: '3px 14px 0',
            minHeight: '1.66em',
            fontSize: '0.75rem',
            lineHeight: 1.66,
            letterSpacing: '0.03333em',
            color: error ? 'error.main' : 'text.secondary',
          }}
        >
          {helperText ?? ' '}
        </Box>
      )}
    </Box>
  );
}
