import type { BarrierReport } from '@bridgehub/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client.ts';

/** POST /api/Accessibility/Report. */
export const useReportBarrier = () =>
  useMutation({ mutationFn: (body: BarrierReport) => call('reportBarrier', { body }) });
