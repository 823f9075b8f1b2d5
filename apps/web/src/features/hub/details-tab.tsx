import { businessSchema, messages, type VendorInfo, validateBusiness } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useUpdateVendor } from '../../api/hub.ts';
import { BusinessForm } from '../../components/vendor-form/business-form.tsx';
import type { BusinessFormValues } from '../../components/vendor-form/form-values.ts';
import { toast } from '../../lib/toast.ts';

/** §2 Details: the business form shared with registration, and Update ('Can't update' without CanEditBusiness). */
export function DetailsTab({ vendor }: { vendor: VendorInfo }) {
  const form = useForm<BusinessFormValues>({ defaultValues: { Business: vendor.Business } });
  const update = useUpdateVendor();
  const canEdit = vendor.CanEditBusiness;

  const submit = form.handleSubmit(async (values) => {
    const parsed = businessSchema.safeParse(values.Business);
    if (!parsed.success) {
      console.warn('[details] business does not match the contract', parsed.error.issues);
      toast.error(messages.unableToSave);
      return;
    }
    const problem = validateBusiness(parsed.data);
    if (problem) {
      toast.error(problem);
      return;
    }
    const answer = await update.mutateAsync({
      VendorId: vendor.VendorId,
      Business: parsed.data,
      PrimaryContact: vendor.PrimaryContact,
    });
    if (answer.Success) {
      toast.success(messages.updatedVendor);
      form.reset(values);
    } else toast.error(answer.ErrorMessage || messages.unableToSave);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Business details">
      <BusinessForm control={form.control} nameCheck={false} emailSearch={false} disabled={!canEdit} />
      <Box sx={{ mt: 4, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canEdit || update.isPending}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          {canEdit ? 'Update' : messages.cantUpdate}
        </Button>
      </Box>
    </Box>
  );
}
