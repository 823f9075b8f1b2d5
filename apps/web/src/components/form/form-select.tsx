import { useLingui } from '@lingui/react/macro';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslated } from '../../i18n/translated.ts';

export interface SelectOption {
  value: number;
  label: string;
}

export type FormSelectProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'select' | 'children' | 'onChange'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  /** Shown as a disabled entry inside the list while the options load or when they failed to load. */
  statusText?: string | undefined;
  placeholder?: string;
  /** Runs after the value changed (with null when the empty entry is chosen). */
  onValueChange?: (value: number | null) => void;
};

/**
 * A select of numeric ids bound to react-hook-form (null when nothing is chosen). A native <select>: keyboard,
 * screen-reader and phone friendly, and labelled by its <label for>.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  statusText,
  placeholder,
  onValueChange,
  helperText,
  error,
  slotProps,
  ...props
}: FormSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useLingui();
  const translate = useTranslated();
  const value = field.value as number | null | undefined;
  const shown = fieldState.error?.message ?? helperText;
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={value === null || value === undefined || value === 0 ? '' : String(value)}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = event.target.value === '' ? null : Number(event.target.value);
        field.onChange(next);
        onValueChange?.(next);
      }}
      error={Boolean(fieldState.error) || error}
      helperText={typeof shown === 'string' ? translate(shown) : shown}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder ?? t`Select…`}</option>
      {statusText ? (
        <option value="status" disabled>
          {statusText}
        </option>
      ) : (
        options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))
      )}
    </TextField>
  );
}
