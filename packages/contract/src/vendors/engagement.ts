/** Program engagement (§6): which of the three states a vendor is in, as the hub shows it. */
export type EngagementState = 'engaged' | 'requested' | 'can-request' | 'none';

export const engagementState = (info: {
  CanEngageWithProgram: boolean;
  HasRequestedProgramEngagement: boolean;
  CanRequestProgramEngagement: boolean;
}): EngagementState =>
  info.CanEngageWithProgram
    ? 'engaged'
    : info.HasRequestedProgramEngagement
      ? 'requested'
      : info.CanRequestProgramEngagement
        ? 'can-request'
        : 'none';
