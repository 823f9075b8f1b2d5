import { failure, messages, normalizeOrganizationName, ok } from '@bridgehub/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaSpent,
  contacts,
  mailOutbox,
  vendorCertifications,
  vendors,
  verificationTokens,
} from '../../db/schema.ts';
import { hashToken } from '../../infra/tokens/secret-token.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildRegistration, solveCaptcha, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = async (registration: unknown, options: { withCaptcha?: boolean } = {}) => {
  const payload =
    options.withCaptcha === false ? registration : { ...(registration as object), Captcha: await solveCaptcha(t.app) };
  return t.app.inject({ method: 'POST', url: '/api/vendor/submit', payload: payload as object });
};

const contact = (override: Record<string, unknown>) => {
  const base = buildRegistration().PrimaryContact?.[0] ?? {};
  return { PrimaryContact: [{ ...base, ...override }] };
};

const rowCounts = async () => {
  const countOf = async (table: typeof vendors | typeof contacts | typeof mailOutbox | typeof verificationTokens) => {
    const [row] = await t.db.select({ value: count() }).from(table);
    return row?.value ?? 0;
  };
  return {
    vendors: await countOf(vendors),
    contacts: await countOf(contacts),
    tokens: await countOf(verificationTokens),
    mails: await countOf(mailOutbox),
  };
};

const verificationLinkIn = (text: string) => {
  const match = text.match(/http:\/\/localhost:3000\/Verify\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no verification link in: ${text}`);
  return { link: match[0], token: match[1] };
};

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/vendor/verify?token=${encodeURIComponent(token)}` });

describe('POST /api/vendor/submit: a valid registration', () => {
  it('stores vendor, address, certifications, primary contact and token, and mails a working link', async () => {
    const registration = buildRegistration({
      Business: {
        BusinessName: '  Riverside Steel & Rigging, LLC ',
        Website: 'https://www.riverside-steel.example.com/about',
        PhoneNumber: 5035550123,
        BusinessEnterpiseCertifications: [101, 301, 101],
        UBIRegistrationNumber: '604-555-123',
        BusinessLicenseNumberState: 48,
      },
    });
    const before = await rowCounts();
    const response = await submit(registration);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ok(null));

    const [vendor] = await t.db
      .select()
      .from(vendors)
      .where(eq(vendors.businessName, 'Riverside Steel & Rigging, LLC'));
    expect(vendor).toMatchObject({
      normalizedName: normalizeOrganizationName('Riverside Steel & Rigging, LLC'),
      website: 'www.riverside-steel.example.com/about',
      phone: 5035550123,
      zip: '97201',
      streetAddress: '123 River Rd',
      city: 'Portland',
      stateId: 38,
      businessClassificationId: 2,
      businessLicenseNumber: '604-555-123',
      businessLicenseStateId: 48,
      ownershipEthnicity: 6,
      isPublicOrganization: false,
      publicOrganizationId: null,
      verifiedAt: null,
    });
    if (!vendor) throw new Error('vendor not stored');
    const storedCertifications = await t.db
      .select({ id: vendorCertifications.certificationId })
      .from(vendorCertifications)
      .where(eq(vendorCertifications.vendorId, vendor.id));
    expect(storedCertifications.map((row) => row.id).sort()).toEqual([101, 301]);

    const primary = registration.PrimaryContact?.[0];
    const [storedContact] = await t.db.select().from(contacts).where(eq(contacts.vendorId, vendor.id));
    expect(storedContact).toMatchObject({
      email: primary?.Email,
      firstName: 'Dana',
      lastName: 'Rivera',
      title: 'Owner',
      phone: 3605550199,
      isPrimary: true,
      isApproved: true,
      isEnabled: true,
      disabledAt: null,
    });
    expect(await rowCounts()).toEqual({
      vendors: before.vendors + 1,
      contacts: before.contacts + 1,
      tokens: before.tokens + 1,
      mails: before.mails + 1,
    });

    const mail = await t.smtp.waitForMail(
      (received) => received.to !== undefined && JSON.stringify(received.to).includes(primary?.Email ?? '?'),
    );
    // Anyone may register with any address: the mail names neither the business nor the person.
    expect(mail.subject).toBe('Verify your business registration');
    expect(`${mail.text}${mail.html}`).not.toMatch(/Riverside|Dana/);
    expect(mail.text).toContain('7 days');
    const { link, token } = verificationLinkIn(mail.text ?? '');
    expect(mail.html).toContain(`href="${link}"`);

    // Only the token's hash is stored.
    const [storedToken] = await t.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.vendorId, vendor.id));
    expect(storedToken?.tokenHash).toBe(hashToken(token));
    expect(storedToken?.tokenHash).not.toContain(token);
    const lifetimeDays = ((storedToken?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(6.99);
    expect(lifetimeDays).toBeLessThanOrEqual(7);

    // The link's page verifies the token once.
    const first = await verify(token);
    expect(first.json()).toEqual(ok(null));
    const [verified] = await t.db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(verified?.verifiedAt).toBeInstanceOf(Date);
    const second = await verify(token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(failure(messages.unableToVerify));
  });

  it('stores a public organization with its other text, and ignores unknown fields', async () => {
    const registration = buildRegistration({
      Business: { RegisteringPublic: true, RegisteringPublicId: -1, PublicOrganizationOtherText: 'Levee board' },
    });
    const response = await submit({
      ...registration,
      IsAdmin: true,
      Business: { ...registration.Business, VerifiedAt: '2020-01-01', HackerField: 'x' },
    });
    expect(response.json()).toEqual(ok(null));
    const [vendor] = await t.db
      .select()
      .from(vendors)
      .where(eq(vendors.businessName, registration.Business.BusinessName ?? ''));
    expect(vendor).toMatchObject({
      isPublicOrganization: true,
      publicOrganizationId: -1,
      publicOrganizationOtherText: 'Levee board',
      verifiedAt: null,
    });
  });
});

describe('POST /api/vendor/verify', () => {
  it.each(['', 'bogus', 'x'.repeat(43)])('refuses the unknown token %j', async (token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(failure(messages.unableToVerify));
  });

  it('refuses an expired token', async () => {
    const registration = buildRegistration();
    expect((await submit(registration)).json()).toEqual(ok(null));
    const email = registration.PrimaryContact?.[0]?.Email ?? '?';
    const mail = await t.smtp.waitForMail((received) => JSON.stringify(received.to).includes(email));
    const { token } = verificationLinkIn(mail.text ?? '');
    await t.db
      .update(verificationTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationTokens.tokenHash, hashToken(token)));
    expect((await verify(token)).json()).toEqual(failure(messages.unableToVerify));
  });

  it('answers an over-long token with a 400 envelope', async () => {
    const response = await verify('x'.repeat(5000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorMessage: expect.stringContaining('token') });
  });
});

describe('POST /api/vendor/submit: the rules of §5, each with its exact message', () => {
  const cases: [string, Parameters<typeof buildRegistration>[0], string][] = [
    ['empty name', { Business: { BusinessName: '   ' } }, messages.organizationNameRequired],
    [
      'certification number without state',
      { Business: { CertificationNumber: 'C-77' } },
      messages.licenseStateRequired,
    ],
    ['license number without state', { Business: { UBIRegistrationNumber: '604-1' } }, messages.licenseStateRequired],
    ['no description', { Business: { Description: '' } }, messages.descriptionRequired],
    ['no tax classification', { Business: { BusinessClassification: null } }, messages.taxClassificationRequired],
    ['tax classification below 1', { Business: { BusinessClassification: 0 } }, messages.taxClassificationRequired],
    ['no organization e-mail', { Business: { Email: '' } }, messages.organizationEmailRequired],
    ['invalid organization e-mail', { Business: { Email: 'office@example' } }, messages.emailInvalid],
    ['no street', { Business: { Address: { StreetAddress: '' } } }, messages.streetRequired],
    ['no city', { Business: { Address: { City: '' } } }, messages.cityRequired],
    ['no zip', { Business: { Address: { Zip: '' } } }, messages.zipRequired],
    ['zip not 5 digits', { Business: { Address: { Zip: '972' } } }, messages.zipInvalid],
    ['no state', { Business: { Address: { StateId: 0 } } }, messages.stateRequired],
    ['public without organization', { Business: { RegisteringPublic: true } }, messages.publicOrganizationRequired],
    [
      'public other without text',
      { Business: { RegisteringPublic: true, RegisteringPublicId: -1 } },
      messages.publicOrganizationOtherRequired,
    ],
    ['ethnicity none without text', { Business: { OwnershipEthnicity: 8 } }, messages.ownershipOtherEthnicityRequired],
    ['invalid phone', { Business: { PhoneNumber: 123 } }, messages.phoneInvalid],
    ['no primary contact', { PrimaryContact: [] }, messages.primaryContactRequired],
    ['no contact e-mail', contact({ Email: '' }), messages.primaryContactEmailRequired],
    ['invalid contact e-mail', contact({ Email: 'dana@rivera' }), messages.emailInvalid],
    ['no first name', contact({ FirstName: ' ' }), messages.primaryContactFirstNameRequired],
    ['no last name', contact({ LastName: '' }), messages.primaryContactLastNameRequired],
    ['invalid contact phone', contact({ PhoneNumber: 123456789 }), messages.phoneInvalid],
    ['unknown state', { Business: { Address: { StateId: 999 } } }, messages.stateRequired],
    [
      'unknown license state',
      { Business: { UBIRegistrationNumber: '1', BusinessLicenseNumberState: 999 } },
      messages.licenseStateRequired,
    ],
    ['unknown tax classification', { Business: { BusinessClassification: 99 } }, messages.taxClassificationRequired],
    [
      'unknown public organization',
      { Business: { RegisteringPublic: true, RegisteringPublicId: 77 } },
      messages.publicOrganizationRequired,
    ],
  ];

  it.each(cases)('%s', async (_name, override, message) => {
    const before = await rowCounts();
    const response = await submit(buildRegistration(override));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(failure(message));
    expect(await rowCounts()).toEqual(before);
  });

  it('answers "Email already in use" for a primary contact e-mail any contact has, whatever its case', async () => {
    const first = buildRegistration();
    expect((await submit(first)).json()).toEqual(ok(null));
    const before = await rowCounts();
    const email = first.PrimaryContact?.[0]?.Email ?? '';
    const response = await submit(buildRegistration(contact({ Email: `  ${email.toUpperCase()}` })));
    expect(response.json()).toEqual(failure(messages.emailInUse));
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    [
      'unknown certification',
      { Business: { BusinessEnterpiseCertifications: [101, 999] } },
      'BusinessEnterpiseCertifications',
    ],
    ['unknown ethnicity', { Business: { OwnershipEthnicity: 42 } }, 'OwnershipEthnicity'],
  ] as const)('answers a 400 naming the field for an %s', async (_name, override, field) => {
    const before = await rowCounts();
    const response = await submit(buildRegistration(override as Parameters<typeof buildRegistration>[0]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Success: false, ErrorMessage: expect.stringContaining(field) });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/vendor/submit: concurrency', () => {
  it('lets only one of two simultaneous registrations with one e-mail through', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      [buildRegistration(contact({ Email: email })), buildRegistration(contact({ Email: email.toUpperCase() }))].map(
        (registration) => submit(registration),
      ),
    );
    expect(answers.map((response) => response.json()).sort((a, b) => Number(a.Success) - Number(b.Success))).toEqual([
      failure(messages.emailInUse),
      ok(null),
    ]);
  });
});

describe('POST /api/vendor/submit: captcha', () => {
  it('refuses a registration without a captcha', async () => {
    const before = await rowCounts();
    const response = await submit(buildRegistration(), { withCaptcha: false });
    expect(response.json()).toEqual(failure(messages.captchaInvalid));
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['not base64 JSON', '!!!not-a-captcha'],
    ['JSON of the wrong shape', Buffer.from('{"challenge":1}').toString('base64')],
  ])('refuses a captcha that is %s', async (_name, answer) => {
    const response = await submit({ ...buildRegistration(), Captcha: answer }, { withCaptcha: false });
    expect(response.json()).toEqual(failure(messages.captchaInvalid));
  });

  it('refuses a wrong solution and a tampered challenge', async () => {
    const answer = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    const key: string = answer.solution.derivedKey;
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrongSolution = { ...answer, solution: { ...answer.solution, derivedKey: wrongKey } };
    const tampered = {
      ...answer,
      challenge: { ...answer.challenge, parameters: { ...answer.challenge.parameters, cost: 2 } },
    };
    for (const bad of [wrongSolution, tampered]) {
      const Captcha = Buffer.from(JSON.stringify(bad)).toString('base64');
      const response = await submit({ ...buildRegistration(), Captcha }, { withCaptcha: false });
      expect(response.json()).toEqual(failure(messages.captchaInvalid));
    }
  });

  it('refuses a replayed answer, but does not spend an answer whose registration was refused', async () => {
    const Captcha = await solveCaptcha(t.app);
    const refused = await submit(
      { ...buildRegistration({ Business: { BusinessName: '' } }), Captcha },
      { withCaptcha: false },
    );
    expect(refused.json()).toEqual(failure(messages.organizationNameRequired));
    const accepted = await submit({ ...buildRegistration(), Captcha }, { withCaptcha: false });
    expect(accepted.json()).toEqual(ok(null));
    const replayed = await submit({ ...buildRegistration(), Captcha }, { withCaptcha: false });
    expect(replayed.json()).toEqual(failure(messages.captchaInvalid));
    const [spent] = await t.db.select({ value: count() }).from(captchaSpent);
    expect(spent?.value).toBeGreaterThan(0);
  });

  it('accepts only one of two simultaneous registrations with the same answer', async () => {
    const Captcha = await solveCaptcha(t.app);
    const answers = await Promise.all(
      [buildRegistration(), buildRegistration()].map((registration) =>
        submit({ ...registration, Captcha }, { withCaptcha: false }),
      ),
    );
    const results = answers.map((response) => response.json().Success).sort();
    expect(results).toEqual([false, true]);
  });
});

describe('POST /api/vendor/submit: malformed input never stores anything nor answers 5xx', () => {
  const bad: [string, unknown][] = [
    ['a string body', 'hello'],
    ['an array body', []],
    ['Business of the wrong type', { Business: 'acme' }],
    ['PhoneNumber as text', { Business: { ...buildRegistration().Business, PhoneNumber: '(503) 555-0100' } }],
    ['a fractional id', { Business: { ...buildRegistration().Business, BusinessClassification: 1.5 } }],
    ['a huge name', { Business: { ...buildRegistration().Business, BusinessName: 'x'.repeat(300_000) } }],
    ['PrimaryContact not a list', { ...buildRegistration(), PrimaryContact: { Email: 'a@b.co' } }],
    [
      'too many certifications',
      { Business: { ...buildRegistration().Business, BusinessEnterpiseCertifications: Array(500).fill(101) } },
    ],
    ['a null Business', { Business: null }],
  ];

  it.each(bad)('%s → 400 envelope', async (_name, payload) => {
    const before = await rowCounts();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/submit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Success: false,
      ErrorMessage: expect.stringContaining(messages.badRequest),
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('GET /api/Vendor/Search', () => {
  const existing = [
    'Acme Construction LLC',
    'Smith & Sons Plumbing',
    'Northwest Bridge Builders, Inc.',
    'Columbia River Engineering Corp',
    'Hoffman Construction Company',
  ];

  beforeAll(async () => {
    for (const BusinessName of existing) {
      expect((await submit(buildRegistration({ Business: { BusinessName } }))).json()).toEqual(ok(null));
    }
  });

  const search = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Vendor/Search', query: { name } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.Success).toBe(true);
    return (body.Response as { VendorName: string }[]).map((entry) => entry.VendorName);
  };

  it.each([
    ['the same name', 'Acme Construction LLC', 'Acme Construction LLC'],
    ['another legal suffix', 'ACME Construction, Inc.', 'Acme Construction LLC'],
    ['no suffix, other case', 'acme construction', 'Acme Construction LLC'],
    ['a one-letter typo', 'Acme Constructon', 'Acme Construction LLC'],
    ['two swapped letters', 'Acme Contsruction', 'Acme Construction LLC'],
    ['"and" for "&"', 'Smith and Sons Plumbing Co', 'Smith & Sons Plumbing'],
    ['punctuation and spacing', 'Smith&Sons  Plumbing, L.L.C.', 'Smith & Sons Plumbing'],
    ['a split word', 'North West Bridge Builders', 'Northwest Bridge Builders, Inc.'],
    ['a dropped letter', 'Columbia Rivr Engineering', 'Columbia River Engineering Corp'],
    ['a missing letter and a suffix', 'Hoffman Constrution Co.', 'Hoffman Construction Company'],
  ])('finds %s', async (_case, query, expected) => {
    expect(await search(query)).toContain(expected);
  });

  it.each([
    'Summit Construction',
    'Jones Plumbing',
    'Willamette River Engineering',
    'Apex Consulting',
    'Pacific Bridge Painters',
  ])('does not match the clearly different name %s', async (query) => {
    expect(await search(query)).toEqual([]);
  });

  it('answers only VendorName entries, the closest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Vendor/Search?name=Acme%20Construction' });
    const body = response.json();
    expect(body.Response[0]).toEqual({ VendorName: 'Acme Construction LLC' });
    for (const entry of body.Response) expect(Object.keys(entry)).toEqual(['VendorName']);
  });

  it("sets its similarity threshold for its own statement only, not for the connection's next query", async () => {
    // Both drivers answer `{ rows }`; the pool hands the connection just released to the next query.
    const threshold = async () => {
      const result = await t.db.execute(sql`select current_setting('pg_trgm.similarity_threshold') as value`);
      return (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
    };
    expect(await search('Acme Constructon')).toEqual(['Acme Construction LLC']);
    expect(await threshold()).toBe('0.3'); // pg_trgm's default
  });

  it.each(['', 'ab', ' , ', 'LLC'])('answers an empty list for the short query %j', async (query) => {
    expect(await search(query)).toEqual([]);
  });

  it('answers a 400 envelope for an over-long query and when the query is missing treats it as empty', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/Vendor/Search?name=${'a'.repeat(1000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ Success: false });
    const missing = await t.app.inject({ method: 'GET', url: '/api/Vendor/Search' });
    expect(missing.json()).toEqual(ok([]));
  });
});

describe('GET /api/Vendor/EmailSearch', () => {
  let email = '';
  beforeAll(async () => {
    const registration = buildRegistration();
    email = registration.PrimaryContact?.[0]?.Email ?? '';
    expect((await submit(registration)).json()).toEqual(ok(null));
  });

  const emailSearch = (name: string) =>
    t.app.inject({ method: 'GET', url: '/api/Vendor/EmailSearch', query: { name } }).then((response) => {
      expect(response.statusCode).toBe(200);
      return response.json().Success;
    });

  it('answers Success true for an e-mail a contact has, in any case', async () => {
    expect(await emailSearch(email)).toBe(true);
    expect(await emailSearch(email.toUpperCase())).toBe(true);
  });

  it('answers Success false for an unused e-mail and for an empty one', async () => {
    expect(await emailSearch(uniqueEmail())).toBe(false);
    expect(await emailSearch('')).toBe(false);
  });

  it('does not treat LIKE wildcards as matches', async () => {
    expect(await emailSearch('%')).toBe(false);
    expect(await emailSearch(email.replace(/^./, '_'))).toBe(false);
  });
});

describe('rate limiting', () => {
  it('answers 429 with an envelope past the per-minute limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' }, database: t.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        // Both apps count in the one database: an address of its own keeps this count apart from the other tests'.
        const response = await limited.app.inject({
          method: 'GET',
          url: '/api/Vendor/Search?name=acme',
          remoteAddress: '203.0.113.9',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual(failure(messages.tooManyRequests));
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Other endpoints (lookups) are not limited.
      expect((await limited.app.inject({ method: 'GET', url: '/api/FAQ' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
