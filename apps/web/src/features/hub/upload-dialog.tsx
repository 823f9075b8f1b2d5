import {
  ALLOWED_UPLOAD_EXTENSIONS,
  isAllowedUpload,
  messages,
  OTHER_ID,
  validatePendingAttachment,
} from '@bridgehub/contract';
import { Plural, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { uploadAttachment } from '../../api/attachments.ts';
import { useAttachFiles, useDocumentTypes } from '../../api/hub.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';

export interface UploadTarget {
  /** null: additional documents (AttachDocument); otherwise the request the files answer (AttachToRequest). */
  requestId: number | null;
  title: string;
}

interface PendingFile {
  key: string;
  name: string;
  progress: number;
  status: 'uploading' | 'uploaded' | 'failed';
  attachmentId: number | null;
  error: string | null;
  documentTypeId: number | '';
  otherDescription: string;
  problem: string | null;
}

const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * §2 Upload dialog: several files at once, each uploaded at once with a real progress bar, each needing a document
 * type or, for other, an Other Description; Submit attaches them. Closing with unsubmitted files asks first.
 */
export function UploadDialog({
  vendorId,
  target,
  onClose,
}: {
  vendorId: number;
  target: UploadTarget;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const translate = useTranslated();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const documentTypes = useDocumentTypes();
  const attach = useAttachFiles();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();

  const change = (key: string, patch: Partial<PendingFile>) =>
    setFiles((list) => list.map((file) => (file.key === key ? { ...file, ...patch } : file)));

  const addFiles = (chosen: FileList | null) => {
    for (const file of Array.from(chosen ?? [])) {
      // §5: the extension rule, before any byte is sent.
      if (!isAllowedUpload(file.name)) {
        toast.error(translate(messages.fileTypeNotAllowed));
        continue;
      }
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      setFiles((list) => [
        ...list,
        {
          key,
          name: file.name,
          progress: 0,
          status: 'uploading',
          attachmentId: null,
          error: null,
          documentTypeId: '',
          otherDescription: '',
          problem: null,
        },
      ]);
      void uploadAttachment(file, (progress) => change(key, { progress })).then((answer) => {
        if (answer.Success && answer.Response !== null) {
          change(key, { status: 'uploaded', progress: 100, attachmentId: answer.Response });
          toast.success(translate(messages.fileReadyToUpload));
        } else {
          const message = translate(answer.ErrorMessage || messages.fileUploadFailed);
          change(key, { status: 'failed', error: message });
          toast.error(message);
        }
      });
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  const ready = files.filter((file) => file.status === 'uploaded');
  const isUploading = files.some((file) => file.status === 'uploading');

  const submit = async () => {
    const checked = files.map((file) => ({
      ...file,
      problem:
        file.status === 'uploaded'
          ? validatePendingAttachment({
              DocumentTypeId: file.documentTypeId === '' ? 0 : file.documentTypeId,
              OtherDocumentType: file.otherDescription,
            })
          : null,
    }));
    setFiles(checked);
    const firstProblem = checked.find((file) => file.problem)?.problem;
    if (firstProblem) {
      toast.error(translate(firstProblem));
      return;
    }
    const answer = await attach.mutateAsync({
      requestId: target.requestId,
      vendorId,
      attachments: ready.map((file) => ({
        AttachmentId: file.attachmentId ?? 0,
        AttachmentName: file.name,
        DocumentTypeId: file.documentTypeId === '' ? 0 : file.documentTypeId,
        OtherDocumentType: file.documentTypeId === OTHER_ID ? file.otherDescription.trim() : '',
      })),
    });
    if (answer.Success) {
      toast.success(translate(messages.submitted));
      onClose();
    } else toast.error(translate(answer.ErrorMessage || messages.genericError));
  };

  const unsubmitted = files.length;
  const requestClose = () => (files.length > 0 ? setConfirmOpen(true) : onClose());

  return (
    <>
      <Dialog open onClose={requestClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{target.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t`Choose one or more files: images, videos, PDF or Excel (.xlsx). Give each file its document type, then press Submit.`}
          </DialogContentText>
          {documentTypes.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(messages.cantGetDocumentTypes)}
            </Alert>
          )}
          <Box sx={{ mb: 2 }}>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={(event) => addFiles(event.target.files)}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
            <Button variant="outlined" component="label" htmlFor={inputId}>
              {t`Choose files`}
            </Button>
          </Box>
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Files to upload`}>
            {files.map((file) => {
              const progress = file.progress;
              const fileName = file.name;
              const problem = file.problem === null ? undefined : translate(file.problem);
              return (
                <Paper component="li" variant="outlined" key={file.key} sx={{ p: 1.5 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ flex: '1 1 12rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Typography>
                    <Typography
                      variant="body2"
                      color={file.status === 'failed' ? 'error' : 'text.secondary'}
                      role="status"
                    >
                      {file.status === 'uploading'
                        ? t`Uploading ${progress}%`
                        : file.status === 'uploaded'
                          ? t`Uploaded`
                          : file.error}
                    </Typography>
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => setFiles((list) => list.filter((item) => item.key !== file.key))}
                    >
                      {t`Remove`}
                      <Box component="span" sx={visuallyHidden}>{` ${file.name}`}</Box>
                    </Button>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={file.progress}
                    color={file.status === 'failed' ? 'error' : file.status === 'uploaded' ? 'success' : 'primary'}
                    aria-label={t`Upload progress of ${fileName}`}
                    sx={{ my: 1, height: 8, borderRadius: 1 }}
                  />
                  {file.status === 'uploaded' && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
                      <TextField
                        select
                        required
                        label={t`Document Type`}
                        value={file.documentTypeId}
                        onChange={(event) =>
                          change(file.key, {
                            documentTypeId: Number(event.target.value),
                            problem: null,
                            otherDescription: '',
                          })
                        }
                        error={file.problem === messages.documentTypeRequired}
                        helperText={file.problem === messages.documentTypeRequired ? problem : undefined}
                        sx={{ minWidth: 240, flex: '1 1 240px' }}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      >
                        <option value="">{t`Select a document type`}</option>
                        {(documentTypes.data ?? []).map((type) => (
                          <option key={type.Id} value={type.Id}>
                            {type.Name}
                          </option>
                        ))}
                      </TextField>
                      {file.documentTypeId === OTHER_ID && (
                        <TextField
                          required
                          label={t`Other Description`}
                          value={file.otherDescription}
                          onChange={(event) =>
                            change(file.key, { otherDescription: event.target.value, problem: null })
                          }
                          error={file.problem === messages.otherDescriptionRequired}
                          helperText={file.problem === messages.otherDescriptionRequired ? problem : undefined}
                          slotProps={{ htmlInput: { maxLength: 200 } }}
                          sx={{ flex: '1 1 240px' }}
                        />
                      )}
                    </Box>
                  )}
                </Paper>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={requestClose}>{t`Close`}</Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={ready.length === 0 || isUploading || attach.isPending}
          >
            {t`Submit`}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={isConfirmOpen} onClose={() => setConfirmOpen(false)} aria-labelledby={`${titleId}-confirm`}>
        <DialogTitle id={`${titleId}-confirm`}>{t`Discard files?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            <Plural
              value={unsubmitted}
              one="You have # file that is not submitted. Close and discard it?"
              other="You have # files that are not submitted. Close and discard them?"
            />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)} autoFocus>
            {t`Keep editing`}
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmOpen(false);
              onClose();
            }}
          >
            {t`Discard`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
