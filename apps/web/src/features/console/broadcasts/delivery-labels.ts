import type { DeliveryCounts, DeliveryStatus } from '@bridgehub/contract';

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  Queued: 'Queued',
  Sent: 'Sent',
  Failed: 'Failed',
  Skipped: 'Skipped (unsubscribed)',
};

/** "3 sent, 1 queued, 0 failed, 1 skipped as unsubscribed". */
export const describeCounts = (counts: DeliveryCounts) =>
  `${counts.Sent.toLocaleString('en-US')} sent, ${counts.Queued.toLocaleString('en-US')} queued, ${counts.Failed.toLocaleString('en-US')} failed, ${counts.Skipped.toLocaleString('en-US')} skipped as unsubscribed`;
