import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths, toConsole } from '../console-paths.ts';
import { useCreateStaffEvent, useStaffEvent, useStaffEventOptions, useUpdateStaffEvent } from './api.ts';
import { EventForm } from './event-form.tsx';
import { EventNotFound, eventIdOf } from './event-not-found.tsx';

/** `/console/events/new`: a new event, saved as a draft. */
export function NewEventPage() {
  const options = useStaffEventOptions();
  const create = useCreateStaffEvent();
  const navigate = useNavigate();
  return (
    <>
      <Trail current="New event" />
      <Typography variant="h1" gutterBottom>
        New event
      </Typography>
      <QueryState query={options} label="Loading the editor…">
        {({ Surveys, ProgramTimezone }) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <EventForm
              event={null}
              zone={ProgramTimezone}
              surveys={Surveys}
              submitLabel="Save draft"
              cancelTo={consolePaths.events}
              isSaving={create.isPending}
              error={create.error?.message}
              onSave={(input) =>
                create.mutate(input, { onSuccess: (event) => event && navigate(toConsole.event(event.Id)) })
              }
            />
          </Paper>
        )}
      </QueryState>
    </>
  );
}

/** `/console/events/:eventId/edit` */
export function EditEventPage() {
  const eventId = eventIdOf(useParams().eventId);
  return eventId === null ? <EventNotFound /> : <EditEvent eventId={eventId} />;
}

function EditEvent({ eventId }: { eventId: number }) {
  const options = useStaffEventOptions();
  const event = useStaffEvent(eventId);
  const update = useUpdateStaffEvent(eventId);
  const navigate = useNavigate();
  return (
    <QueryState query={event} label="Loading the event…">
      {(data) =>
        data === null ? (
          <EventNotFound />
        ) : (
          <>
            <Trail current={`Edit ${data.Name}`} />
            <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              Edit {data.Name}
            </Typography>
            <QueryState query={options} label="Loading the editor…">
              {({ Surveys, ProgramTimezone }) => (
                <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                  {data.Registered + data.Waitlisted > 0 && data.IsPublished ? (
                    <Typography sx={{ mb: 2 }}>
                      A change to the name, time, location or description mails everyone registered an updated calendar
                      invitation.
                    </Typography>
                  ) : null}
                  <EventForm
                    event={data}
                    zone={ProgramTimezone}
                    surveys={Surveys}
                    submitLabel="Save changes"
                    cancelTo={toConsole.event(eventId)}
                    isSaving={update.isPending}
                    error={update.error?.message}
                    onSave={(input) => update.mutate(input, { onSuccess: () => navigate(toConsole.event(eventId)) })}
                  />
                </Paper>
              )}
            </QueryState>
          </>
        )
      }
    </QueryState>
  );
}

function Trail({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={consolePaths.events}>
        Events
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
