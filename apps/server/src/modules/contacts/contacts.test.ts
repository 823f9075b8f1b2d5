import { failure, messages, ok } from '@bridgehub/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contacts, engagementRequests } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration, solveCaptcha, uniqueEmail } from '../../test/factories.ts';
import { registerAndSignIn, type SignedInVendor, signIn } from '../../test/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (vendor: SignedInVendor, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: vendor.auth, ...(payload ? { payload: payload as object } : {}) });

const newContact = (override: Record<string, unknown> = {}) => ({
  Email: uniqueEmail('new'),
  FirstName: 'Lee',
  LastName: 'Chen',
  Title: 'Estimator',
  PhoneNumber: 5035550111,
  ...override,
});

const create = async (vendor: SignedInVendor, override: Record<string, unknown> = {}) =>
  send(vendor, 'POST', '/api/Contacts/CreateContactApp', { VendorId: vendor.vendorId, ...newContact(override) });

describe('CreateContactApp, ViewContact, UpdateContactApp', () => {
  it('creates an approved, enabled contact who can sign in; views and updates it', async () => {
    const vendor = await registerAndSignIn(t);
    const created = (await create(vendor, { Approved: false, PrimaryContact: true, Enabled: false })).json();
    expect(created.Response).toMatchObject({ FirstName: 'Lee', Approved: true, Enabled: true, PrimaryContact: false });
    await signIn(t, created.Response.Email);
    const viewed = (await send(vendor, 'GET', `/api/Contacts/ViewContact/${created.Response.Id}`)).json();
    expect(viewed).toEqual(ok(created.Response));
    const updated = (
      await send(vendor, 'PUT', '/api/Contacts/UpdateContactApp', {
        ...created.Response,
        Title: 'Chief Estimator',
        Email: 'changed@example.com',
        Approved: false,
      })
    ).json();
    expect(updated.Response).toMatchObject({ Title: 'Chief Estimator', Email: created.Response.Email, Approved: true });
  });

  it("answers 'No fields have changed.' to an update without a change", async () => {
    const vendor = await registerAndSignIn(t);
    const created = (await create(vendor)).json().Response;
    expect((await send(vendor, 'PUT', '/api/Contacts/UpdateContactApp', created)).json()).toEqual(
      failure(messages.noFieldsChanged),
    );
  });

  it('applies the contact rules and the product-wide unique e-mail', async () => {
    const vendor = await registerAndSignIn(t);
    expect((await create(vendor, { FirstName: ' ' })).json()).toEqual(
      failure(messages.primaryContactFirstNameRequired),
    );
    expect((await create(vendor, { Email: 'nope' })).json()).toEqual(failure(messages.emailInvalid));
    expect((await create(vendor, { Email: vendor.email.toUpperCase() })).json()).toEqual(failure(messages.emailInUse));
    expect((await create(vendor, { PhoneNumber: 123 })).json()).toEqual(failure(messages.phoneInvalid));
  });

  it('answers 400 to malformed input and 404 to an unknown contact', async () => {
    const vendor = await registerAndSignIn(t);
    for (const url of [
      '/api/Contacts/ViewContact/abc',
      '/api/Contacts/ViewContact/0',
      '/api/Contacts/ViewContact/1.5',
    ]) {
      expect((await send(vendor, 'GET', url)).statusCode).toBe(400);
    }
    expect((await send(vendor, 'GET', '/api/Contacts/ViewContact/987654')).statusCode).toBe(404);
    expect((await send(vendor, 'PUT', '/api/Contacts/UpdateContactApp', { FirstName: 'x' })).statusCode).toBe(400);
    expect((await create(vendor, { FirstName: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});

describe('RequestAccess and ApproveAccessApp', () => {
  it('creates an unapproved contact, mails the editors, and an editor approves it', async () => {
    const vendor = await registerAndSignIn(t);
    const email = uniqueEmail('asker');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Contacts/RequestAccess',
      payload: {
        VendorId: vendor.vendorId,
        ...newContact({ Email: email, FirstName: 'Ari' }),
        Captcha: await solveCaptcha(t.app),
      },
    });
    expect(response.json()).toEqual(ok(null));
    const mail = await t.smtp.waitForMail(
      (m) => JSON.stringify(m.to).includes(vendor.email) && /asks to join/.test(m.subject ?? ''),
    );
    // Who asked is for the signed-in editor to see: the mail carries nothing the asker typed.
    expect(mail.text).not.toContain(email);
    expect(mail.text).not.toContain('Ari');
    const [row] = await t.db.select().from(contacts).where(eq(contacts.email, email));
    expect(row).toMatchObject({ isApproved: false, isEnabled: true, vendorId: vendor.vendorId });

    // Unapproved: no sign-in link.
    await t.app.inject({ method: 'POST', url: `/api/auth/VendorUser/Login?email=${email}` });
    await t.background.drain();
    expect(t.smtp.mails.some((m) => JSON.stringify(m.to).includes(email))).toBe(false);

    const approved = await send(vendor, 'POST', '/api/Contacts/ApproveAccessApp', {
      VendorID: vendor.vendorId,
      ContactEmail: email.toUpperCase(),
    });
    expect(approved.json()).toEqual(ok(null));
    const [after] = await t.db.select().from(contacts).where(eq(contacts.email, email));
    expect(after?.isApproved).toBe(true);
  });

  it('refuses a request without a solved captcha, for an unknown vendor, or with an e-mail in use', async () => {
    const vendor = await registerAndSignIn(t);
    const ask = async (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Contacts/RequestAccess',
        payload: { VendorId: vendor.vendorId, ...newContact(), ...payload },
      });
    expect((await ask({ Captcha: '' })).json()).toEqual(failure(messages.captchaInvalid));
    expect((await ask({ Captcha: await solveCaptcha(t.app), VendorId: 987654 })).statusCode).toBe(404);
    expect((await ask({ Captcha: await solveCaptcha(t.app), Email: vendor.email })).json()).toEqual(
      failure(messages.emailInUse),
    );
  });

  it("holds no address: EmailSearch says it is free, and the owner's registration withdraws the request", async () => {
    const vendor = await registerAndSignIn(t);
    const email = uniqueEmail('squatted');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/Contacts/RequestAccess',
      payload: { VendorId: vendor.vendorId, ...newContact({ Email: email }), Captcha: await solveCaptcha(t.app) },
    });
    expect(requested.json()).toEqual(ok(null));
    const search = await t.app.inject({ method: 'GET', url: `/api/Vendor/EmailSearch?name=${email.toUpperCase()}` });
    expect(search.json().Success).toBe(false);

    const registration = buildRegistration();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      payload: {
        ...registration,
        PrimaryContact: [{ ...registration.PrimaryContact?.[0], Email: email }],
        Captcha: await solveCaptcha(t.app),
      },
    });
    expect(registered.json()).toEqual(ok(null));
    const [owner] = await t.db.select().from(contacts).where(eq(contacts.email, email));
    expect(owner).toMatchObject({ isApproved: true, isPrimary: true });
    expect(owner?.vendorId).not.toBe(vendor.vendorId);
    const [withdrawn] = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.vendorId, vendor.vendorId), eq(auditEvents.action, 'withdraw-request')));
    expect(withdrawn).toBeDefined();
    // Held now: a contact that is approved keeps its address.
    const again = await t.app.inject({ method: 'GET', url: `/api/Vendor/EmailSearch?name=${email}` });
    expect(again.json().Success).toBe(true);
  });

  it("answers 'Contact Disabled' when approving a disabled contact", async () => {
    const vendor = await registerAndSignIn(t);
    const email = uniqueEmail('off');
    await t.db
      .insert(contacts)
      .values({ vendorId: vendor.vendorId, email, firstName: 'O', lastName: 'F', isEnabled: false });
    expect(
      (
        await send(vendor, 'POST', '/api/Contacts/ApproveAccessApp', { VendorID: vendor.vendorId, ContactEmail: email })
      ).json(),
    ).toEqual(failure(messages.contactDisabled));
  });
});

describe('MakePrimaryApp', () => {
  it('moves the star to another approved contact; refuses an unapproved one', async () => {
    const vendor = await registerAndSignIn(t);
    const other = (await create(vendor)).json().Response;
    expect(
      (
        await send(vendor, 'POST', '/api/Contacts/MakePrimaryApp', { VendorId: vendor.vendorId, ContactId: other.Id })
      ).json(),
    ).toEqual(ok(null));
    const primaries = await t.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.vendorId, vendor.vendorId), eq(contacts.isPrimary, true)));
    expect(primaries).toEqual([{ id: other.Id }]);
    const [pending] = await t.db
      .insert(contacts)
      .values({ vendorId: vendor.vendorId, email: uniqueEmail('p'), firstName: 'P', lastName: 'Q', isApproved: false })
      .returning();
    expect(
      (
        await send(vendor, 'POST', '/api/Contacts/MakePrimaryApp', {
          VendorId: vendor.vendorId,
          ContactId: pending?.id,
        })
      ).json(),
    ).toEqual(failure(messages.primaryMustBeApproved));
  });
});

describe('RequestProgramAccess', () => {
  it('records one request for a verified vendor; refuses an unverified one and a second request', async () => {
    const unverified = await registerAndSignIn(t);
    expect(
      (await send(unverified, 'POST', '/api/Contacts/RequestProgramAccess', { VendorId: unverified.vendorId })).json(),
    ).toEqual(failure(messages.engagementNeedsVerification));
    const vendor = await registerAndSignIn(t, { verified: true });
    expect(
      (await send(vendor, 'POST', '/api/Contacts/RequestProgramAccess', { VendorId: vendor.vendorId })).json(),
    ).toEqual(ok(null));
    const [row] = await t.db.select().from(engagementRequests).where(eq(engagementRequests.vendorId, vendor.vendorId));
    expect(row?.requestedByContactId).toBe(vendor.contactId);
    expect(
      (await send(vendor, 'POST', '/api/Contacts/RequestProgramAccess', { VendorId: vendor.vendorId })).json(),
    ).toEqual(failure(messages.engagementAlreadyRequested));
    const info = (await send(vendor, 'GET', '/api/Vendor/Info')).json().Response;
    expect(info).toMatchObject({ HasRequestedProgramEngagement: true, CanRequestProgramEngagement: false });
  });
});
