import { isLanguageCode, type LanguageCode, languageOf } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import TextField from '@mui/material/TextField';
import { useContext } from 'react';
import { type Control, useController } from 'react-hook-form';
import { FormGrid } from '../../components/form/form-grid.tsx';
import type { ContactFormValues } from '../../components/vendor-form/form-values.ts';
import { OfferedLanguages } from '../../i18n/offered-languages.ts';

/**
 * The language the product's mails to this contact are written in (issue 22): each offered language named in itself
 * (and marked as such with `lang`). A new contact, or one whose language is no longer offered, shows the page's (its
 * <html lang>, as the server rendered it; the screen itself may still be drawn in English): what the server chooses.
 */
const pageLanguage = (): LanguageCode => {
  const lang = globalThis.document?.documentElement.lang;
  return isLanguageCode(lang) ? lang : 'en';
};

export function PreferredLanguageField({
  control,
  disabled = false,
}: {
  control: Control<ContactFormValues>;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const offered = useContext(OfferedLanguages);
  const { field } = useController({ control, name: 'Contact.PreferredLanguage' });
  const value = field.value && offered.includes(field.value) ? field.value : pageLanguage();
  return (
    <FormGrid container spacing={2.5} sx={{ mt: 2.5 }}>
      <FormGrid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          label={t`Preferred language`}
          helperText={t`E-mails to this contact are written in this language.`}
          name={field.name}
          value={value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          disabled={disabled}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {offered.map((code) => {
            const language = languageOf(code);
            return (
              <option key={code} value={code} lang={code} dir={language.dir}>
                {language.name}
              </option>
            );
          })}
        </TextField>
      </FormGrid>
    </FormGrid>
  );
}
