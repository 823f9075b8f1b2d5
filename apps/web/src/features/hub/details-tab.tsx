import { businessSchema, messages, type VendorInfo, validateBusiness } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useUpdateVendor } from '../../api/hub.ts';
import { BusinessForm } from '../../components/vendor-form/business-form.tsx';
import type { BusinessFormValues } from '../../components/vendor-form/form-values.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';

/** §2 Details: the business form shared with registration, and Update ('Can't update' without CanEditBusiness). */
export function DetailsTab({ vendor }: { vendor: VendorInfo }) {
  const { t } = useLingui();
  const translate = useTranslated();
  const form = useForm<BusinessFormValues>({ defaultValues: { Business: vendor.Business } });
  const update = useUpdateVendor();
  const canEdit = vendor.CanEditBusiness;

  const submit = form.handleSubmit(async (values) => {
    const parsed = businessSchema.safeParse(values.Business);
    if (!parsed.success) {
      console.warn('[details] business does not match the contract', parsed.error.issues);
      toast.error(translate(messages.unableToSave));
      return;
    }
    const problem = validateBusiness(parsed.data);
    if (problem) {
      toast.error(translate(problem));
      return;
    }
    const answer = await update.mutateAsync({
      VendorId: vendor.VendorId,
      Business: parsed.data,
      PrimaryContact: vendor.PrimaryContact,
    });
    if (answer.Success) {
      toast.success(translate(messages.updatedVendor));
      form.reset(values);
    } else toast.error(translate(answer.ErrorMessage || messages.unableToSave));
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Business details`}>
      <BusinessForm control={form.control} nameCheck={false} emailSearch={false} disabled={!canEdit} />
      <Box sx={{ mt: 4, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canEdit || update.isPending}
          sx={{ minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          {canEdit ? t`Update` : translate(messages.cantUpdate)}
        </Button>
      </Box>
    </Box>
  );
}
