import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslated } from '../../i18n/translated.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what was typed before it is stored (digits only, scheme stripped …). */
  transform?: (value: string) => string;
  /** The form says the field's error in its alert: the field is only marked invalid, and keeps its helper text. */
  isErrorInAlert?: boolean;
};

/**
 * A text field bound to react-hook-form; the field's error message wins over the helper text, either shown in the
 * page's language when it is one of the contract's texts (i18n/translated.ts).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  isErrorInAlert = false,
  helperText,
  error,
  onBlur,
  onChange,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslated();
  const shown = (isErrorInAlert ? undefined : fieldState.error?.message) ?? helperText;
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
      helperText={typeof shown === 'string' ? translate(shown) : shown}
    />
  );
}
