import { z } from 'zod';
import { text } from '../fields.ts';

/** §2 /UnsubscribeBroadcast/{contactId}: the id is an opaque signed value (DESIGN.md §8), never a bare number. */
export const unsubscribeParamsSchema = z.object({ contactId: text(200) });
