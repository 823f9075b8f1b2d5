import { FAQ_BODY_MAX, FAQ_HEADER_MAX, type FaqDraft, faqDraftSchema, faqMessages } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

/** The contract's fields, with the server's messages for empty ones shown before a round trip. */
const formSchema = faqDraftSchema.extend({
  Header: faqDraftSchema.shape.Header.refine((value) => value.trim() !== '', faqMessages.headerRequired),
  Body: faqDraftSchema.shape.Body.refine((value) => value.trim() !== '', faqMessages.bodyRequired),
});

interface FaqFormProps {
  initial?: FaqDraft;
  /** Names the form and its submit button ("Add FAQ", "Save FAQ"). */
  action: string;
  isPending: boolean;
  onSubmit: (draft: FaqDraft, reset: () => void) => void;
  onCancel?: () => void;
}

/** An FAQ's question, answer (plain text, as the public page shows it) and whether it starts open. */
export function FaqForm({ initial, action, isPending, onSubmit, onCancel }: FaqFormProps) {
  const { control, handleSubmit, reset } = useForm<z.input<typeof formSchema>, unknown, FaqDraft>({
    resolver: zodResolver(formSchema),
    defaultValues: initial ?? { Header: '', Body: '', DefaultOpen: false },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={action}
      onSubmit={handleSubmit((draft) => onSubmit(draft, () => reset()))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormTextField
        control={control}
        name="Header"
        label="Question"
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: FAQ_HEADER_MAX } }}
      />
      <FormTextField
        control={control}
        name="Body"
        label="Answer"
        required
        multiline
        minRows={3}
        helperText="Plain text; line breaks are kept."
        slotProps={{ htmlInput: { maxLength: FAQ_BODY_MAX } }}
      />
      <Controller
        control={control}
        name="DefaultOpen"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label="Open by default on the FAQ page"
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" loading={isPending}>
          {action}
        </Button>
      </Box>
    </Box>
  );
}
