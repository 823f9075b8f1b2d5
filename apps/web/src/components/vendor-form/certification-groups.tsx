import { messages } from '@bridgehub/contract';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useCertificationGroups } from '../../api/lookups.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { YesNo } from '../form/form-yes-no.tsx';
import { LoadingState } from '../loading-state.tsx';
import { RichText } from '../rich-text.tsx';
import type { BusinessFormValues } from './form-values.ts';

/**
 * §4 certification groups: each has a Yes/No answer; Yes reveals its certification checkboxes, No removes all of
 * its ids from BusinessEnterpiseCertifications; a group shows Yes when any of its ids is selected.
 */
export function CertificationGroups({
  control,
  disabled,
}: {
  control: Control<BusinessFormValues>;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const translate = useTranslated();
  const groups = useCertificationGroups();
  const { field } = useController({ control, name: 'Business.BusinessEnterpiseCertifications' });
  const selected: number[] = field.value ?? [];
  // Groups answered Yes before any of their certifications is ticked.
  const [answeredYes, setAnsweredYes] = useState<ReadonlySet<string>>(new Set());

  if (groups.isPending) return <LoadingState label={translate(messages.gettingCertifications)} size={28} />;
  if (groups.isError) {
    return (
      <Alert severity="error" role="alert">
        {translate(messages.errorGettingCertifications)}
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      {groups.data.map((group) => {
        const ids = group.CertificationDTOs.map((certification) => certification.Id);
        const isYes = answeredYes.has(group.Name) || ids.some((id) => selected.includes(id));
        const answer = (yes: boolean) => {
          setAnsweredYes((previous) => {
            const next = new Set(previous);
            if (yes) next.add(group.Name);
            else next.delete(group.Name);
            return next;
          });
          if (!yes) field.onChange(selected.filter((id) => !ids.includes(id)));
        };
        const toggle = (id: number, checked: boolean) =>
          field.onChange(
            checked ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id),
          );

        const groupName = group.Name;
        const certifier = group.Link ? (
          <Link href={group.Link} target="_blank" rel="noopener noreferrer">
            {group.Label}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {t`(opens in a new tab)`}
            </Box>
          </Link>
        ) : (
          group.Label
        );
        return (
          <Box key={group.Name} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
            <YesNo
              label={<RichText message={msg`Is your organization certified by {certifier}?`} values={{ certifier }} />}
              value={isYes}
              onChange={answer}
              disabled={disabled}
            />
            {isYes && (
              <FormGroup
                role="group"
                aria-label={t({
                  message: `${groupName} certifications`,
                  comment: 'A group of certification types, by the certifier’s name.',
                })}
                sx={{ pl: 1 }}
              >
                {group.CertificationDTOs.map((certification) => (
                  <FormControlLabel
                    key={certification.Id}
                    control={
                      <Checkbox
                        checked={selected.includes(certification.Id)}
                        onChange={(event) => toggle(certification.Id, event.target.checked)}
                        disabled={disabled}
                      />
                    }
                    label={certification.Name}
                  />
                ))}
              </FormGroup>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
