import { type ConsoleVendor, createAssignmentSchema, vendorStaffMessages } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatInstantDay } from '../../../lib/format-date.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useCreateAssignment, useEndAssignment } from './api.ts';

type Assignment = ConsoleVendor['Assignments'][number];

const ASSIGNMENT_MAX = 500;

/** The endpoint's body less the vendor, which is the page's; the server's message for an empty one, before a round trip. */
const assignmentFormSchema = createAssignmentSchema.pick({ Assignment: true }).extend({
  Assignment: createAssignmentSchema.shape.Assignment.refine(
    (assignment) => assignment.trim() !== '',
    vendorStaffMessages.assignmentRequired,
  ),
});

/** The vendor's assignments: the current ones show in its hub; ended ones stay here for the record. */
export function AssignmentsTab({ vendor }: { vendor: ConsoleVendor }) {
  const addAssignment = useCreateAssignment(vendor.VendorId);
  const end = useEndAssignment(vendor.VendorId);
  const { ask, dialogProps } = useConfirmation();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(assignmentFormSchema), defaultValues: { Assignment: '' } });
  const current = vendor.Assignments.filter((assignment) => assignment.Current);
  const ended = vendor.Assignments.filter((assignment) => !assignment.Current);

  const add = handleSubmit(({ Assignment }) => addAssignment.mutate(Assignment.trim(), { onSuccess: () => reset() }));

  const askEnd = (assignment: Assignment) =>
    ask({
      title: 'End this assignment?',
      text: `“${assignment.Assignment}” leaves the vendor's Assignments tab. It stays listed here as ended.`,
      action: 'End assignment',
      isDestructive: true,
      onConfirm: () => {
        addAssignment.reset();
        end.mutate(assignment.Id);
      },
    });

  return (
    <section aria-labelledby="assignments-heading">
      <Typography id="assignments-heading" variant="h2" gutterBottom>
        Assignments
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Add an assignment"
        onSubmit={(event) => {
          end.reset();
          addAssignment.reset();
          void add(event);
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 1 }}
      >
        <FormTextField
          control={control}
          name="Assignment"
          label="New assignment"
          required
          isErrorInAlert
          helperText="For example: Deck inspection, Main St bridge"
          slotProps={{ htmlInput: { maxLength: ASSIGNMENT_MAX } }}
          sx={{ flex: '1 1 280px' }}
        />
        <Button type="submit" variant="contained" size="large" loading={addAssignment.isPending} sx={{ mt: 0.5 }}>
          Add assignment
        </Button>
      </Box>
      <ErrorAlert message={errors.Assignment?.message ?? (addAssignment.error ?? end.error)?.message} />

      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1.5 }}>
        Current
      </Typography>
      {current.length === 0 ? (
        <Typography color="text.secondary">No current assignments.</Typography>
      ) : (
        <AssignmentList label="Current assignments">
          {current.map((assignment) => (
            <AssignmentRow key={assignment.Id} assignment={assignment}>
              <Button variant="outlined" color="error" size="small" onClick={() => askEnd(assignment)}>
                End
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {assignment.Assignment}
                </Box>
              </Button>
            </AssignmentRow>
          ))}
        </AssignmentList>
      )}

      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1.5 }}>
        Ended
      </Typography>
      {ended.length === 0 ? (
        <Typography color="text.secondary">No ended assignments.</Typography>
      ) : (
        <AssignmentList label="Ended assignments">
          {ended.map((assignment) => (
            <AssignmentRow key={assignment.Id} assignment={assignment} />
          ))}
        </AssignmentList>
      )}
      <ConfirmDialog {...dialogProps} />
    </section>
  );
}

function AssignmentList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {children}
    </Box>
  );
}

function AssignmentRow({ assignment, children }: { assignment: Assignment; children?: ReactNode }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{assignment.Assignment}</Typography>
        <Typography variant="body2" color="text.secondary">
          Added {formatInstantDay(assignment.CreatedAt)}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}
