import { type EndpointKey, type ExportFormat, messages } from '@bridgehub/contract';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { fetchFile } from '../../../api/attachments.ts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { ErrorAlert } from './error-alert.tsx';

/** The console's exports: a table from the server as CSV or XLSX. */
type ExportEndpoint = Extract<EndpointKey, 'exportSurveyResponses' | 'exportEventAttendees'>;

const useDownloadExport = () =>
  useFileDownload(
    ({ endpoint, id, format }: { endpoint: ExportEndpoint; id: number; format: ExportFormat }) =>
      endpoint === 'exportSurveyResponses'
        ? fetchFile(endpoint, { params: { surveyId: id }, query: { format } }, messages.apiError)
        : fetchFile(endpoint, { params: { eventId: id }, query: { format } }, messages.apiError),
    ({ format }) => `export.${format}`,
  );

interface DownloadButtonsProps {
  endpoint: ExportEndpoint;
  /** The survey's or the event's id. */
  id: number;
  /** Completes the buttons' names: "Export responses as CSV". */
  what: string;
}

/** CSV and XLSX downloads of one export (survey responses, an event's attendees), with the failure announced. */
export function DownloadButtons({ endpoint, id, what }: DownloadButtonsProps) {
  const download = useDownloadExport();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            loading={download.isPending && download.variables?.format === format}
            onClick={() => download.mutate({ endpoint, id, format })}
          >
            Export {what} as {format.toUpperCase()}
          </Button>
        ))}
      </Box>
      <ErrorAlert message={download.error?.message} />
    </Box>
  );
}
