import { randomBytes } from 'node:crypto';
import type { VendorRegistrationInput } from '@bridgehub/contract';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const merge = <T>(base: T, override: unknown): T => {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override === undefined ? base : override) as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = merge(result[key], value);
  return result as T;
};

/** An e-mail no other test uses, so files and tests never collide on the product-wide unique e-mail. */
export const uniqueEmail = (label = 'contact') => `${label}.${randomBytes(5).toString('hex')}@example.com`;

/** A registration that passes every rule; pass the one field a test is about. Arrays are replaced, not merged. */
export const buildRegistration = (
  override: DeepPartial<VendorRegistrationInput> = {},
): VendorRegistrationInput & { Business: NonNullable<VendorRegistrationInput['Business']> } =>
  merge(
    {
      Business: {
        BusinessName: `Cascade Bridge Works ${randomBytes(3).toString('hex')}`,
        DBA: 'Cascade Works',
        RegisteringPublic: false,
        RegisteringPublicId: null,
        NAICNumber: '237310',
        CertificationNumber: '',
        UBIRegistrationNumber: '',
        BusinessLicenseNumberState: null,
        Description: 'Heavy civil contractor building bridges and highway structures.',
        OwnershipEthnicity: 6,
        BusinessClassification: 2,
        Email: uniqueEmail('office'),
        PhoneNumber: 5035550100,
        Address: { StreetAddress: '123 River Rd', City: 'Portland', StateId: 38, Zip: '97201' },
        Website: 'cascadebridge.example.com',
        BusinessType: [],
        BusinessEnterpiseCertifications: [101, 201],
      },
      PrimaryContact: [
        {
          Email: uniqueEmail('primary'),
          FirstName: 'Dana',
          LastName: 'Rivera',
          Title: 'Owner',
          PhoneNumber: 3605550199,
        },
      ],
      Captcha: '',
    },
    override,
  ) as VendorRegistrationInput & { Business: NonNullable<VendorRegistrationInput['Business']> };

const solved = async (challenge: Challenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

/** Fetches a challenge from the app and solves it for real, as the widget does; returns the widget's form value. */
export const solveCaptcha = async (app: FastifyInstance): Promise<string> =>
  solved((await app.inject({ method: 'GET', url: '/api/Captcha/Challenge' })).json() as Challenge);

/** The same, from a server running as its own process. */
export const solveCaptchaAt = async (baseUrl: string): Promise<string> =>
  solved((await (await fetch(`${baseUrl}/api/Captcha/Challenge`)).json()) as Challenge);
