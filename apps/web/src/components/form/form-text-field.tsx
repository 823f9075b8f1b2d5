import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what was typed before it is stored (digits only, scheme stripped …). */
  transform?: (value: string) => string;
};

/** A text field bound to react-hook-form; the field's error message wins over the helper text. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  helperText,
  error,
  onBlur,
  onChange,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      inputRef={field.ref}
      onChange={(event) => {
        field.onChange(transform ? transform(event.target.value) : event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={Boolean(fieldState.error) || error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
