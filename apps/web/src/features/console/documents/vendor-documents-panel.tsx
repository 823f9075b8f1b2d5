import { type Attachment, messages, type StaffDocumentRequest } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReviewStatusChip } from '../../../components/review-status-chip.tsx';
import { formatDay, formatInstant } from '../../../lib/format-date.ts';
import { QueryState } from '../components/query-state.tsx';
import { useVendorDocuments } from './api.ts';
import { RequestDocumentForm } from './request-document-form.tsx';
import { ReviewActions } from './review-actions.tsx';

/** The vendor page's Documents: what is missing, a request form, and each request's files with their review. */
export function VendorDocumentsPanel({ vendorId }: { vendorId: number }) {
  const documents = useVendorDocuments(vendorId);
  return (
    <section aria-labelledby="vendor-documents-heading">
      <Typography id="vendor-documents-heading" variant="h2" component="h2" gutterBottom>
        Documents
      </Typography>
      <QueryState query={documents} label="Loading documents…">
        {({ Requests, AdditionalDocuments, MissingDocuments }) => (
          <Stack spacing={3}>
            {MissingDocuments.length > 0 ? (
              <Alert severity="warning">
                {messages.missingRequiredDocuments}: {MissingDocuments.join(', ')}
              </Alert>
            ) : (
              <Alert severity="success">No required documents are missing.</Alert>
            )}
            <RequestDocumentForm vendorId={vendorId} />
            <section aria-labelledby="vendor-requests-heading">
              <Typography
                id="vendor-requests-heading"
                variant="h3"
                component="h3"
                gutterBottom
                sx={{ fontSize: '1.2rem' }}
              >
                Requested documents
              </Typography>
              {Requests.length === 0 ? (
                <Typography color="text.secondary">Nothing has been requested from this vendor.</Typography>
              ) : (
                <Stack
                  component="ul"
                  spacing={1.5}
                  aria-label="Requested documents"
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {Requests.map((request) => (
                    <RequestEntry key={request.RequestId} request={request} />
                  ))}
                </Stack>
              )}
            </section>
            <section aria-labelledby="vendor-additional-heading">
              <Typography
                id="vendor-additional-heading"
                variant="h3"
                component="h3"
                gutterBottom
                sx={{ fontSize: '1.2rem' }}
              >
                Additional documents
              </Typography>
              <FileList
                files={AdditionalDocuments}
                label="Additional documents"
                emptyText="The vendor has not added any other documents."
              />
            </section>
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

function RequestEntry({ request }: { request: StaffDocumentRequest }) {
  return (
    <Paper component="li" variant="outlined" aria-label={request.Description} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="h4" component="h4" sx={{ fontSize: '1.05rem', fontWeight: 600, flex: '1 1 auto' }}>
          {request.Description}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={request.Required ? 'Required' : 'Optional'}
          color={request.Required ? 'error' : 'default'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {request.DocumentType || 'Any type'} · Requested {formatInstant(request.RequestedAt)}
        {request.DueDate && ` · Due ${formatDay(request.DueDate)}`}
      </Typography>
      <FileList
        files={request.Attachments}
        label={`Files for ${request.Description}`}
        emptyText="No files submitted yet."
      />
    </Paper>
  );
}

function FileList({ files, label, emptyText }: { files: Attachment[]; label: string; emptyText: string }) {
  if (files.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {files.map((file) => (
        <Box
          component="li"
          key={file.Id}
          aria-label={file.FileName}
          sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>{file.FileName}</Typography>
            {file.AttachmentType && <Chip label={file.AttachmentType} size="small" />}
            <ReviewStatusChip status={file.ReviewStatus} />
          </Box>
          {file.ReviewStatus === 'Rejected' && file.ReviewNote && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Reason: {file.ReviewNote}
            </Typography>
          )}
          <ReviewActions file={file} />
        </Box>
      ))}
    </Box>
  );
}
