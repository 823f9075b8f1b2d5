import type { Faq } from '@bridgehub/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from '../../db/schema.ts';

export const listFaqs = (db: Database): Promise<Faq[]> =>
  db
    .select({ Id: faqs.id, Header: faqs.header, Body: faqs.body, DefaultOpen: faqs.isDefaultOpen })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
