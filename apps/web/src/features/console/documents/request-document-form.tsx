import { DOCUMENT_DESCRIPTION_MAX, documentMessages, OTHER_ID } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDocumentTypes } from '../../../api/hub.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { YesNo } from '../../../components/form/form-yes-no.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useRequestDocument } from './api.ts';

const requestFormSchema = z.object({
  Description: z.string().trim().min(1, documentMessages.descriptionRequired).max(DOCUMENT_DESCRIPTION_MAX),
  /** The select's value: '' for any type. */
  DocumentTypeId: z.string(),
  Required: z.boolean(),
  /** The date input's value: '' for no due date, else YYYY-MM-DD. */
  DueDate: z.string(),
});

const blank = { Description: '', DocumentTypeId: '', Required: true, DueDate: '' };

/** Ask a vendor for a document; the vendor's contacts are mailed and see it under requested documents in Files. */
export function RequestDocumentForm({ vendorId }: { vendorId: number }) {
  const request = useRequestDocument();
  // The types a vendor files uploads under; 'Other' is the vendor's own words, nothing staff can ask for.
  const documentTypes = useDocumentTypes();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(requestFormSchema), defaultValues: blank });

  const submit = handleSubmit((values) =>
    request.mutate(
      {
        VendorId: vendorId,
        Description: values.Description,
        DocumentTypeId: values.DocumentTypeId === '' ? null : Number(values.DocumentTypeId),
        Required: values.Required,
        DueDate: values.DueDate === '' ? null : values.DueDate,
      },
      { onSuccess: () => reset(blank) },
    ),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h3" gutterBottom sx={{ fontSize: '1.2rem' }}>
        Request a document
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Request a document"
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}
      >
        <FormTextField
          control={control}
          name="Description"
          label="Description"
          required
          helperText="What the vendor sees, e.g. 'Certificate of insurance for 2026'."
          slotProps={{ htmlInput: { maxLength: DOCUMENT_DESCRIPTION_MAX } }}
        />
        <FormTextField
          control={control}
          name="DocumentTypeId"
          label="Document type"
          select
          disabled={!documentTypes.isSuccess}
          helperText={documentTypes.isError ? 'The document types could not be loaded; any type is asked for.' : ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Any type</option>
          {documentTypes.data
            ?.filter((type) => type.Id !== OTHER_ID)
            .map((type) => (
              <option key={type.Id} value={String(type.Id)}>
                {type.Name}
              </option>
            ))}
        </FormTextField>
        <Controller
          control={control}
          name="Required"
          render={({ field }) => <YesNo label="Required" value={field.value} onChange={field.onChange} />}
        />
        <FormTextField
          control={control}
          name="DueDate"
          label="Due date (optional)"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" loading={request.isPending}>
            Request document
          </Button>
        </Box>
      </Box>
      <ErrorAlert message={request.error?.message} />
    </Paper>
  );
}
