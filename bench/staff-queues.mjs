// The staff console's two queues at scale: the message inbox (threads awaiting a reply first, newest activity first)
// and the documents awaiting review (oldest first). Fills a fresh, migrated PostgreSQL database with THREADS threads of
// five messages (half the vendors' last) over THREADS / 2 vendors and one attached file per thread, then times the
// services' queries 30 times each. Environment: DATABASE_URL (an admin URL; default the local socket as root),
// BENCH_THREADS (20000). Usage: node bench/staff-queues.mjs
import { sql } from 'drizzle-orm';
import { register } from 'tsx/esm/api';

register();
process.env.DATABASE_URL ??= 'postgresql://root@localhost/postgres?host=/var/run/postgresql';
const { createTestDatabase } = await import('../apps/server/src/test/database.ts');
const { listStaffInbox } = await import('../apps/server/src/modules/chats/chats.service.ts');
const { listDocumentsAwaitingReview } = await import('../apps/server/src/modules/documents/documents.service.ts');

const threads = Number(process.env.BENCH_THREADS ?? 20_000);
const database = await createTestDatabase();
const { db } = database;
try {
  await db.execute(sql`insert into vendors (business_name, normalized_name, email, street_address, city, state_id, zip)
    select 'Vendor ' || g, 'vendor ' || g, 'office@example.com', '1 Main St', 'Vancouver',
      (select min(id) from states), '98660'
    from generate_series(1, ${Math.ceil(threads / 2)}) g`);
  await db.execute(sql`insert into chats (vendor_id, subject)
    select v.id, 'Thread ' || s from vendors v, generate_series(1, 2) s`);
  await db.execute(sql`insert into chat_messages (chat_id, chat_type, author_name, body, created_at)
    select c.id, case when m % 2 = 0 then 1 else 2 end, 'Someone', 'Hello',
      now() - make_interval(mins => (random() * 100000)::int)
    from chats c, generate_series(1, 5) m`);
  await db.execute(sql`insert into attachments
      (vendor_id, storage_key, file_name, content_type, size_bytes, document_type_id, attached_at)
    select c.vendor_id, 'bench-' || c.id, 'file.pdf', 'application/pdf', 10, 1,
      now() - make_interval(mins => (random() * 100000)::int)
    from chats c`);
  await db.execute(sql`analyze`);

  const time = async (name, work) => {
    const runs = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      await work();
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    console.log(`${name}: median ${runs[15].toFixed(1)} ms, p95 ${runs[28].toFixed(1)} ms`);
  };
  console.log(`${threads} threads, ${threads * 5} messages, ${threads} files awaiting review`);
  await time('inbox, first page of 25', () => listStaffInbox(db, 1, 25));
  await time('inbox, page 200 of 25', () => listStaffInbox(db, 200, 25));
  await time('awaiting review, first page of 25', () => listDocumentsAwaitingReview(db, 1, 25));
} finally {
  await database.close();
}
