import { type Attachment, messages, type VendorInfo } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fetchFile } from '../../api/attachments.ts';
import { ReviewStatusChip } from '../../components/review-status-chip.tsx';
import { useFileDownload } from '../../hooks/use-file-download.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { formatDay } from '../../lib/format-date.ts';
import { toast } from '../../lib/toast.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { UploadDialog, type UploadTarget } from './upload-dialog.tsx';

/** §2 Files: requested attachments with their files and an attach button each, and the additional documents. */
export function FilesTab({ vendor }: { vendor: VendorInfo }) {
  const { t, i18n } = useLingui();
  const [target, setTarget] = useState<UploadTarget | null>(null);

  return (
    <Stack spacing={4}>
      <section aria-labelledby="requested-heading">
        <Typography id="requested-heading" variant="h2" gutterBottom>
          {t`Requested Documents`}
        </Typography>
        {vendor.RequestedAttachments.length === 0 && (
          <Typography color="text.secondary">{t`The program has not requested any documents.`}</Typography>
        )}
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {vendor.RequestedAttachments.map((request) => {
            const documentName = request.Description;
            const dueDate = request.DueDate === null ? null : formatDay(request.DueDate, i18n.locale);
            return (
              <Paper component="li" variant="outlined" key={request.RequestId} sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', flex: '1 1 auto' }}>
                    {request.Description}
                  </Typography>
                  {request.Required && <Chip label={t`Required`} color="error" size="small" variant="outlined" />}
                  {dueDate && <Typography variant="body2">{t`Due ${dueDate}`}</Typography>}
                </Box>
                <FileList files={request.Attachments} emptyText={t`No files attached yet.`} />
                <Button
                  variant="outlined"
                  sx={{ mt: 1.5 }}
                  onClick={() => setTarget({ requestId: request.RequestId, title: request.Description })}
                >
                  <span aria-hidden="true">{t`Attach files`}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t`Attach files to ${documentName}`}
                  </Box>
                </Button>
              </Paper>
            );
          })}
        </Stack>
      </section>

      <section aria-labelledby="additional-heading">
        <Typography id="additional-heading" variant="h2" gutterBottom>
          {t`Additional Documents`}
        </Typography>
        <FileList files={vendor.AdditionalAttachments} emptyText={t`You have not added any additional documents.`} />
        <Button
          variant="contained"
          sx={{ mt: 1.5 }}
          onClick={() => setTarget({ requestId: null, title: t`Additional Document` })}
        >
          {t`Add Additional Document`}
        </Button>
      </section>

      {target && <UploadDialog vendorId={vendor.VendorId} target={target} onClose={() => setTarget(null)} />}
    </Stack>
  );
}

function FileList({ files, emptyText }: { files: Attachment[]; emptyText: string }) {
  const { t } = useLingui();
  const translate = useTranslated();
  const download = useFileDownload(
    (file: Attachment) =>
      fetchFile('getAttachment', { query: { attachmentId: file.Id } }, messages.couldNotLoadDataLower),
    (file) => file.FileName,
  );
  if (files.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {files.map((file) => {
        const reason = file.ReviewNote;
        return (
          <Box
            component="li"
            key={file.Id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>{file.FileName}</Typography>
            {file.AttachmentType && <Chip label={file.AttachmentType} size="small" />}
            <ReviewStatusChip status={file.ReviewStatus} />
            <Button
              size="small"
              onClick={() => download.mutate(file, { onError: (error) => toast.error(translate(error.message)) })}
            >
              {t`View`}
              <Box component="span" sx={visuallyHidden}>{` ${file.FileName}`}</Box>
            </Button>
            {file.ReviewStatus === 'Rejected' && file.ReviewNote && (
              <Typography variant="body2" sx={{ flexBasis: '100%' }}>
                {t`Reason: ${reason}`}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
