import { isValidPhone, messages, PHONE_MASK, phoneToNumber } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PatternFormat } from 'react-number-format';
import { useTranslated } from '../../i18n/translated.ts';

export type FormPhoneFieldProps<T extends FieldValues> = Pick<
  TextFieldProps,
  'label' | 'required' | 'disabled' | 'id' | 'helperText' | 'autoComplete'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** §9 phone: mask (###) ###-####, first digit 1-9, stored as a number of digits (0 when empty). */
export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  helperText,
  autoComplete = 'tel-national',
  ...props
}: FormPhoneFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [isIncomplete, setIncomplete] = useState(false);
  const digits = (field.value as number | null | undefined) || 0;
  const { t } = useLingui();
  const translate = useTranslated();
  const error = fieldState.error?.message ?? (isIncomplete ? messages.phoneInvalid : undefined);
  const shownError = error === undefined ? undefined : translate(error);

  return (
    <PatternFormat
      {...props}
      customInput={TextField}
      format={PHONE_MASK}
      mask="_"
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      name={field.name}
      value={digits === 0 ? '' : String(digits)}
      valueIsNumericString
      getInputRef={field.ref}
      isAllowed={({ value }) => !value.startsWith('0')}
      onValueChange={({ value }) => {
        const next = phoneToNumber(value);
        field.onChange(next);
        if (isIncomplete && isValidPhone(next)) setIncomplete(false);
      }}
      onBlur={() => {
        field.onBlur();
        setIncomplete(!isValidPhone(digits));
      }}
      error={Boolean(shownError)}
      helperText={shownError ?? helperText ?? t`Format: (555) 555-5555`}
      fullWidth
    />
  );
}
