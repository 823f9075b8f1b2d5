/** The console's texts for vendors (ours: the specification has no staff side; docs/decisions.md). */
export const vendorStaffMessages = {
  declineReasonRequired: 'Please enter the reason for declining',
  noEngagementRequest: 'This vendor has not requested program engagement.',
  engagementAlreadyDecided: 'This engagement request has already been decided.',
  assignmentRequired: 'Please enter an assignment',
  assignmentAlreadyEnded: 'This assignment has already ended.',
  primaryCannotBeDisabled: 'The primary contact cannot be disabled. Make another contact primary first.',
} as const;
