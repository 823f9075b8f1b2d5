import {
  ACCOMMODATION_DETAIL_FIELDS,
  ACCOMMODATION_FORMAT_MAX,
  ACCOMMODATION_LANGUAGE_MAX,
  ACCOMMODATION_NEEDS,
  ACCOMMODATION_OTHER_MAX,
  type AccommodationChoice,
  type AccommodationNeed,
  type AccommodationProblemMessage,
  accommodationMessages,
} from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LightTextField } from '../../components/form/light-text-field.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';

type DetailNeed = keyof typeof ACCOMMODATION_DETAIL_FIELDS;
type DetailField = (typeof ACCOMMODATION_DETAIL_FIELDS)[DetailNeed];

/** The text field a need opens: its label, hint and limit. */
const details: Record<DetailNeed, { label: string; hint?: string; max: number; shown: string }> = {
  SpokenLanguage: {
    label: accommodationMessages.spokenLanguageLabel,
    hint: accommodationMessages.spokenLanguageHint,
    max: ACCOMMODATION_LANGUAGE_MAX,
    shown: accommodationMessages.spokenLanguageShown,
  },
  Format: {
    label: accommodationMessages.formatLabel,
    hint: accommodationMessages.formatHint,
    max: ACCOMMODATION_FORMAT_MAX,
    shown: accommodationMessages.formatShown,
  },
  Other: {
    label: accommodationMessages.otherLabel,
    max: ACCOMMODATION_OTHER_MAX,
    shown: accommodationMessages.otherShown,
  },
};

const hasDetail = (need: AccommodationNeed): need is DetailNeed => need in ACCOMMODATION_DETAIL_FIELDS;

/** The field rules' messages (contract `accommodationProblems`), by field: texts of `accommodationMessages.problems`. */
export type AccommodationErrors = Partial<Record<keyof AccommodationChoice, AccommodationProblemMessage>>;

interface AccommodationFieldsProps {
  value: AccommodationChoice;
  onChange: (next: AccommodationChoice) => void;
  /** The field rules' messages (contract `accommodationProblems`), shown under their fields. */
  errors: AccommodationErrors;
  /** The notice above the form that says until when requests are promised, which the group's description includes. */
  noticeId: string;
}

/**
 * The registration form's accommodations (issue 22): a group of checkboxes, each need that asks which (a language, a
 * format, something else) opening its text field right after the checkbox. The field's arrival is said in a polite
 * live region, since a screen reader otherwise learns of it only by moving on.
 */
export function AccommodationFields({ value, onChange, errors, noticeId }: AccommodationFieldsProps) {
  const id = useId();
  const translate = useTranslated();
  const [announcement, setAnnouncement] = useState('');

  const toggle = (need: AccommodationNeed, isChecked: boolean) => {
    const needs = isChecked ? [...value.Needs, need] : value.Needs.filter((chosen) => chosen !== need);
    onChange({ ...value, Needs: ACCOMMODATION_NEEDS.filter((known) => needs.includes(known)) });
    setAnnouncement(isChecked && hasDetail(need) ? translate(details[need].shown) : '');
  };
  const setDetail = (field: DetailField, text: string) => onChange({ ...value, [field]: text });

  return (
    <Box component="fieldset" aria-describedby={`${id}-intro ${noticeId}`} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, p: 0, mb: 0.5 }}>
        {translate(accommodationMessages.legend)}
      </Typography>
      <Typography id={`${id}-intro`} color="text.secondary" sx={{ mb: 1 }}>
        {translate(accommodationMessages.intro)}
      </Typography>
      {errors.Needs && (
        <Typography color="error" sx={{ mb: 1 }}>
          {translate(errors.Needs)}
        </Typography>
      )}
      <Box sx={{ display: 'grid' }}>
        {ACCOMMODATION_NEEDS.map((need) => {
          const isChecked = value.Needs.includes(need);
          const detailId = `${id}-${need}-detail`;
          return (
            <Box key={need}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={isChecked}
                    onChange={(event) => toggle(need, event.target.checked)}
                    slotProps={{ input: hasDetail(need) ? { 'aria-controls': detailId } : {} }}
                  />
                }
                label={translate(accommodationMessages.needs[need])}
              />
              {hasDetail(need) && (
                <Box id={detailId} sx={{ pl: { xs: 2, sm: 4 }, pt: isChecked ? 1 : 0 }}>
                  {isChecked && (
                    <DetailField
                      need={need}
                      value={value[ACCOMMODATION_DETAIL_FIELDS[need]]}
                      error={errors[ACCOMMODATION_DETAIL_FIELDS[need]]}
                      onChange={(text) => setDetail(ACCOMMODATION_DETAIL_FIELDS[need], text)}
                    />
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

function DetailField({
  need,
  value,
  error,
  onChange,
}: {
  need: DetailNeed;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}) {
  const translate = useTranslated();
  const detail = details[need];
  return (
    <LightTextField
      label={translate(detail.label)}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={detail.max}
      error={error !== undefined}
      helperText={error === undefined ? (detail.hint === undefined ? ' ' : translate(detail.hint)) : translate(error)}
    />
  );
}
