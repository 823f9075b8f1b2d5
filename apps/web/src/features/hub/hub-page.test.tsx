import {
  type Contact,
  emptyBusiness,
  emptyContact,
  HUB_CHAT_TYPE,
  messages,
  ok,
  STORAGE_KEYS,
  type VendorInfo,
} from '@bridgehub/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { i18nIn } from '../../testing/languages.ts';
import { lookupStubs } from '../../testing/lookups.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** An access token whose one readable claim is its expiry, an hour ahead: the session reads nothing else of it. */
const accessToken = () => `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;

/** A vendor contact signed in as the sign-in link leaves them (the test setup forgets the keys after each test). */
const signInVendor = () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken());
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
  localStorage.setItem(STORAGE_KEYS.email, 'jordan@cascadia.example');
};

const contact = (patch: Partial<Contact>): Contact => ({ ...emptyContact(), ...patch });

const jordan = contact({
  Id: 7,
  Email: 'jordan@cascadia.example',
  FirstName: 'Jordan',
  LastName: 'Lee',
  Title: 'Owner',
  PrimaryContact: true,
  Approved: true,
  Enabled: true,
});
const casey = contact({
  Id: 8,
  Email: 'casey@cascadia.example',
  FirstName: 'Casey',
  LastName: 'Asker',
  Approved: false,
  Enabled: true,
});

/** What staff and the vendor wrote, which stays as written in every language. */
const WRITTEN = {
  business: 'Cascadia Span Builders',
  document: 'IRS Form W-9',
  subject: 'Bonding capacity',
  chat: 'Welcome aboard!',
};

const vendor: VendorInfo = {
  VendorId: 3,
  Business: { ...emptyBusiness(), BusinessName: WRITTEN.business },
  PrimaryContact: [jordan],
  HasVerified: true,
  MissingRequiredDocuments: true,
  MissingRequiredDocumentDisplay: `${messages.missingRequiredDocuments}: ${WRITTEN.document}`,
  CanEditBusiness: true,
  CanRequestProgramEngagement: true,
  HasRequestedProgramEngagement: false,
  CanEngageWithProgram: false,
  RequestedAttachments: [
    { Description: WRITTEN.document, Required: true, RequestId: 11, Attachments: [], DueDate: '2027-03-31' },
  ],
  AdditionalAttachments: [],
  Chats: [
    {
      ChatId: 5,
      Subject: WRITTEN.subject,
      ChatOpened: '2026-11-20T17:00:00.000Z',
      ChatMessages: [
        { ChatType: HUB_CHAT_TYPE, User: 'Robin Hale', Date: '2026-11-20T17:00:00.000Z', Message: WRITTEN.chat },
      ],
    },
  ],
  Assignments: [],
  Contacts: [jordan, casey],
};

const api = { ...lookupStubs, getVendorInfo: ok(vendor), viewContact: ok(casey) };

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
});

/** The page as the server serves it in a language: `<html lang dir>`. */
const servedIn = (lang: string, dir: 'ltr' | 'rtl') => {
  document.documentElement.lang = lang;
  document.documentElement.dir = dir;
};

test('the hub in Spanish: tabs, banners, engagement, files, messages and contacts, what was written as written', async () => {
  signInVendor();
  servedIn('es', 'ltr');
  const { user } = renderApp('/MyBusiness', { api, i18n: await i18nIn('es') });

  const heading = await screen.findByRole('heading', { name: WRITTEN.business, level: 1 });
  // Drawn in the page's language: nothing around the hub marks it English any more.
  expect(heading.closest('[lang]')).toBe(document.documentElement);
  expect(screen.getByRole('tablist', { name: 'Mi negocio' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Cuenta de proveedor verificada')).toBeInTheDocument();
  expect(screen.getByText(`Faltan documentos obligatorios: ${WRITTEN.document}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Solicitar participación' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  expect(screen.queryByText(/Request engagement|Update|Details/)).not.toBeInTheDocument();
  await expectAccessible('the hub in Spanish, details');

  await user.click(screen.getByRole('tab', { name: 'Archivos' }));
  const requested = await screen.findByRole('heading', { name: 'Documentos solicitados' });
  expect(requested).toBeInTheDocument();
  expect(screen.getByText('Obligatorio')).toBeInTheDocument();
  // The due date by the page's language (Intl's Spanish medium date), not the English "Mar 31, 2027".
  expect(screen.getByText(/^Fecha límite: 31 mar 2027$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Adjuntar archivos a ${WRITTEN.document}` })).toBeInTheDocument();
  expect(screen.getByText('No ha agregado ningún documento adicional.')).toBeInTheDocument();
  await expectAccessible('the hub in Spanish, files');

  await user.click(screen.getByRole('tab', { name: 'Mensajes' }));
  const thread = await screen.findByRole('article', { name: WRITTEN.subject });
  expect(within(thread).getByText(/^Iniciada el 20\/11\/26/)).toBeInTheDocument();
  expect(within(thread).getByText(/Personal del programa/)).toBeInTheDocument();
  expect(within(thread).getByText(WRITTEN.chat)).toBeInTheDocument();
  expect(within(thread).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Iniciar una conversación' })).toBeInTheDocument();
  await expectAccessible('the hub in Spanish, messages');

  await user.click(screen.getByRole('tab', { name: 'Contactos' }));
  expect(await screen.findByRole('button', { name: 'Agregar contacto' })).toBeInTheDocument();
  // jsdom's accessible names drop the space before a visually hidden part (Chromium keeps it: e2e/contacts.e2e.ts).
  expect(screen.getByRole('link', { name: /^Administrar ?Jordan Lee$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Aprobar ?Casey Asker$/ })).toBeInTheDocument();
  expect(screen.getByText('No aprobado')).toBeInTheDocument();
  expect(screen.getByTitle('Contacto principal')).toBeInTheDocument();
  await expectAccessible('the hub in Spanish, contacts');
});

test('a contact screen in Spanish', async () => {
  signInVendor();
  servedIn('es', 'ltr');
  renderApp('/ManageContact/8', { api, i18n: await i18nIn('es') });
  expect(await screen.findByRole('heading', { name: 'Administrar contacto', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Aprobación del contacto' })).toHaveValue('No aprobado');
  expect(screen.getByRole('textbox', { name: 'Contacto activo' })).toHaveValue('Activado');
  expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Administrar contacto' })).toBeInTheDocument();
  await expectAccessible('a contact screen in Spanish');
});

test('the hub in Arabic reads right to left, in Arabic, inside the page', async () => {
  signInVendor();
  servedIn('ar', 'rtl');
  const { user } = renderApp('/MyBusiness?tab=5', { api, i18n: await i18nIn('ar') });

  const heading = await screen.findByRole('heading', { name: 'جهات الاتصال', level: 2 });
  // No wrapper sets the hub apart in English, left to right: it takes the page's `dir` and `lang`.
  expect(heading.closest('[dir]')).toBe(document.documentElement);
  expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  expect(heading.closest('[lang]')).toHaveAttribute('lang', 'ar');
  expect(screen.getByRole('tab', { name: 'جهات الاتصال' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: 'إضافة جهة اتصال' })).toBeInTheDocument();
  expect(screen.getByText('تم التحقق من حساب المورّد')).toBeInTheDocument();
  await expectAccessible('the hub in Arabic, contacts');

  await user.click(screen.getByRole('link', { name: /^إدارة ?Jordan Lee$/ }));
  expect(await screen.findByRole('heading', { name: 'إدارة جهة الاتصال', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'رجوع' })).toBeInTheDocument();
});
