import {
  type Audience,
  broadcastMessages,
  broadcastVendorFilterSchema,
  type StoredAudience,
  type VendorDirectoryFilter,
} from '@bridgehub/contract';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  type BroadcastAudience,
  broadcastUnsubscribes,
  contacts,
  eventRegistrations,
  events,
  vendors,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { directoryCondition } from '../vendors/vendor-directory.service.ts';

/** Why a recipient got no mail. */
export const UNSUBSCRIBED = 'Unsubscribed';

/** A contact receives broadcasts once enabled and approved: one awaiting approval is not yet the vendor's. */
const isMailableContact = and(eq(contacts.isEnabled, true), eq(contacts.isApproved, true));

/** The filter in the directory's query form (what the console's links carry), without empty values. */
const filterAsQuery = (filter: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

/** The audience as chosen, checked and kept in the directory's query form. */
export const toBroadcastAudience = async (db: Database, input: Audience): Promise<BroadcastAudience> => {
  switch (input.Kind) {
    case 'AllContacts':
      return { Kind: 'AllContacts' };
    case 'Vendors':
      return { Kind: 'Vendors', Filter: filterAsQuery(input.Filter ?? {}) };
    case 'EventRegistrants':
    case 'CheckedInAttendees': {
      const eventId = input.EventId ?? '';
      const [event] = eventId
        ? await db.select({ id: events.id }).from(events).where(eq(events.externalId, eventId))
        : [];
      if (!event) throw new AppError('refused', broadcastMessages.eventRequired);
      return { Kind: input.Kind, EventId: eventId };
    }
  }
};

const eventName = async (db: Database, externalId: string) =>
  (await db.select({ name: events.name }).from(events).where(eq(events.externalId, externalId)))[0]?.name ??
  'a deleted event';

/** The audience for people and for the wire. */
export const describeAudience = async (db: Database, audience: BroadcastAudience): Promise<StoredAudience> => {
  switch (audience.Kind) {
    case 'AllContacts':
      return { Kind: 'AllContacts', Filter: {}, EventId: '', Description: 'All enabled vendor contacts' };
    case 'Vendors': {
      const filter = audience.Filter as Record<string, string>;
      const parts = Object.entries(filter).map(([key, value]) => `${key}: ${value}`);
      return {
        Kind: 'Vendors',
        Filter: filter,
        EventId: '',
        Description: parts.length > 0 ? `Contacts of vendors matching ${parts.join(', ')}` : 'Contacts of every vendor',
      };
    }
    case 'EventRegistrants':
    case 'CheckedInAttendees': {
      const name = await eventName(db, audience.EventId);
      return {
        Kind: audience.Kind,
        Filter: {},
        EventId: audience.EventId,
        Description:
          audience.Kind === 'EventRegistrants' ? `Registrants of ${name}` : `Attendees who checked in to ${name}`,
      };
    }
  }
};

const contactName = sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName})`;

/** Who the audience names, before de-duplication: e-mail, name and the contact it is, if any. */
const audienceRows = (db: Database, audience: BroadcastAudience) => {
  const ofContacts = (where: SQL | undefined) =>
    db
      .select({
        email: contacts.email,
        name: contactName.as('name'),
        contactId: sql<number | null>`${contacts.id}`.as('contact_id'),
      })
      .from(contacts)
      .innerJoin(vendors, eq(vendors.id, contacts.vendorId))
      .where(and(isMailableContact, where));
  switch (audience.Kind) {
    case 'AllContacts':
      return ofContacts(undefined);
    case 'Vendors': {
      // Stored in the query form; the contract's own schema reads it back as the directory does.
      const filter = broadcastVendorFilterSchema.parse(audience.Filter);
      return ofContacts(directoryCondition({ ...filter, Sort: 'Name' } as VendorDirectoryFilter));
    }
    case 'EventRegistrants':
    case 'CheckedInAttendees':
      return db
        .select({
          email: eventRegistrations.email,
          name: sql<string>`${eventRegistrations.name}`.as('name'),
          contactId: sql<number | null>`null::int`.as('contact_id'),
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(
          and(
            eq(events.externalId, audience.EventId),
            isNull(eventRegistrations.waitlistedAt),
            isNull(eventRegistrations.cancelledAt),
            audience.Kind === 'CheckedInAttendees' ? isNotNull(eventRegistrations.checkedInAt) : undefined,
          ),
        );
  }
};

export interface Recipient {
  email: string;
  name: string;
  /** The contact with this address: its unsubscribe link is the contact's, whatever the audience. */
  contactId: number | null;
  isUnsubscribed: boolean;
}

/**
 * The audience's distinct addresses (case-insensitively), each with the contact that has it and whether it
 * unsubscribed: as a contact, or as an attendee by address.
 */
export const listRecipients = async (db: Database, audience: BroadcastAudience): Promise<Recipient[]> => {
  const named = audienceRows(db, audience).as('named');
  const owner = alias(contacts, 'owner');
  return db
    .selectDistinctOn([sql`lower(${named.email})`], {
      email: named.email,
      name: named.name,
      contactId: sql<number | null>`coalesce(${named.contactId}, ${owner.id})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      isUnsubscribed: sql<boolean>`(${owner.unsubscribedAt} is not null or exists (
        select 1 from ${broadcastUnsubscribes} where lower(${broadcastUnsubscribes.email}) = lower(${named.email})))`.mapWith(
        Boolean,
      ),
    })
    .from(named)
    .leftJoin(owner, sql`lower(${owner.email}) = lower(${named.email})`)
    .orderBy(sql`lower(${named.email})`, asc(named.name));
};
