import { type ConsoleVendor, emptyBusiness, ok, vendorStaffMessages } from '@bridgehub/contract';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import type { ApiStubs } from '../../../testing/api-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInStaff } from '../../../testing/staff-session.ts';
import { findToast } from '../../../testing/toasts.ts';

/** The vendor page's two small forms, whose missing text is said in their alert; the journeys are e2e/console-vendor. */

const vendor: ConsoleVendor = {
  VendorId: 3,
  Business: { ...emptyBusiness(), BusinessName: 'Columbia Steel Works' },
  Verified: true,
  VerifiedAt: '2026-10-01T17:00:00.000Z',
  Locked: false,
  CreatedAt: '2026-09-30T17:00:00.000Z',
  LastActivityAt: '2026-10-02T17:00:00.000Z',
  Contacts: [],
  Engagement: {
    State: 'Requested',
    RequestedAt: '2026-10-02T17:00:00.000Z',
    ApprovedAt: null,
    DeclinedAt: null,
    DeclineReason: '',
  },
  Assignments: [],
  Certifications: [],
};

const openTab = (tab: string, api: ApiStubs) =>
  renderApp(`/console/vendors/3?tab=${tab}`, { api: { ...signInStaff(), getStaffVendor: ok(vendor), ...api } });

test('an assignment needs its text, which is sent trimmed', async () => {
  const { user, server } = openTab('assignments', {
    createAssignment: ok({
      ...vendor,
      Assignments: [{ Id: 1, Assignment: 'Deck inspection', Current: true, CreatedAt: '2026-10-03T17:00:00.000Z' }],
    }),
  });
  const assignment = await screen.findByLabelText(/^New assignment/);
  await user.type(assignment, '   ');
  await user.click(screen.getByRole('button', { name: 'Add assignment' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(vendorStaffMessages.assignmentRequired));
  expect(assignment).toHaveAttribute('aria-invalid', 'true');
  expect(assignment).toHaveAccessibleDescription('For example: Deck inspection, Main St bridge');
  expect(server.requestsTo('createAssignment')).toEqual([]);
  await expectAccessible('assignment missing');

  await user.type(assignment, 'Deck inspection ');
  await user.click(screen.getByRole('button', { name: 'Add assignment' }));
  expect(await findToast('Assignment added.')).toBeInTheDocument();
  expect(server.requestsTo('createAssignment').map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { vendorId: '3' }, body: { Assignment: 'Deck inspection' } },
  ]);
  expect(assignment).toHaveValue('');
});

test('declining needs a reason, and the dialog starts empty again', async () => {
  const { user, server } = openTab('engagement', {
    declineEngagement: ok({
      ...vendor,
      Engagement: {
        ...vendor.Engagement,
        State: 'Declined',
        DeclinedAt: '2026-10-03T17:00:00.000Z',
        DeclineReason: 'No insurance',
      },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Decline engagement' }));
  let dialog = within(await screen.findByRole('dialog', { name: 'Decline the engagement request?' }));
  await user.click(dialog.getByRole('button', { name: 'Decline engagement' }));
  await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(vendorStaffMessages.declineReasonRequired));
  expect(dialog.getByLabelText(/^Reason for declining/)).toHaveAttribute('aria-invalid', 'true');
  expect(server.requestsTo('declineEngagement')).toEqual([]);
  await expectAccessible('decline without a reason');

  await user.type(dialog.getByLabelText(/^Reason for declining/), 'First draft');
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  await user.click(screen.getByRole('button', { name: 'Decline engagement' }));
  dialog = within(await screen.findByRole('dialog', { name: 'Decline the engagement request?' }));
  expect(dialog.getByLabelText(/^Reason for declining/)).toHaveValue('');
  expect(dialog.getByRole('alert')).toBeEmptyDOMElement();

  await user.type(dialog.getByLabelText(/^Reason for declining/), ' No insurance ');
  await user.click(dialog.getByRole('button', { name: 'Decline engagement' }));
  expect(await findToast('Engagement declined. The reason was sent to the vendor.')).toBeInTheDocument();
  expect(server.requestsTo('declineEngagement').map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { vendorId: '3' }, body: { Reason: 'No insurance' } },
  ]);
});
