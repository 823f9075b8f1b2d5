import { STORAGE_KEYS } from '@bridgehub/contract';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { storeInBrowser, vendorSession } from './sessions.ts';
import { waitForScript } from './support.ts';

const DEMO_CONTACT = 'jordan.lee@demo-vendor.example';

/** Texts of the shell, the hub and the contact screens in English: none may be left in another language. */
const ENGLISH = [
  'Skip to main content',
  'Language:',
  'My Business',
  'Details',
  'Assignments',
  'Files',
  'Messages',
  'Contacts',
  'Vendor Account Verified',
  'Account Not Verified',
  'Missing required documents',
  'Go to Files',
  'Update',
  'Request engagement',
  'Learn more',
  'Requested Documents',
  'Additional Documents',
  'Add Additional Document',
  'Attach files',
  'Start a conversation',
  'Start conversation',
  'New Message',
  'Program staff',
  'Add Contact',
  'Manage',
  'Primary contact',
  'Manage Contact',
  'Back',
  'Contact Enabled',
  'Contact Approval',
  'Organization Name',
  'First Name',
  'Loading',
];

/** Every text a person or a screen reader meets (labels included), not scripts or what shows without a script. */
const textOf = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template')) texts.push(node.textContent ?? '');
    }
    const labels = [...document.querySelectorAll('[aria-label], [title]')].map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
    );
    return `${texts.join(' ')} ${labels.join(' ')}`;
  });

/** Every text of a JSON answer: what staff and the vendor wrote (names, subjects, documents), shown as written. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
};

/**
 * No English text of the screens left, once what people wrote is taken out: read again at each check, as the other
 * journeys write to the demo vendor (messages, contacts) meanwhile.
 */
const expectNoEnglish = async (page: Page, writtenNow: () => Promise<string[]>) => {
  const [written, shown] = await Promise.all([writtenNow(), textOf(page)]);
  let text = shown;
  // Longest first, so that a name inside a longer text does not leave the rest of it behind.
  for (const data of [...written].sort((a, b) => b.length - a.length)) if (data) text = text.replaceAll(data, '');
  for (const english of ENGLISH) {
    expect(text, `English left: ${english}`).not.toMatch(new RegExp(`(?<!\\p{L})${english}(?!\\p{L})`, 'u'));
  }
};

const expectLanguage = async (page: Page, lang: string, dir: 'ltr' | 'rtl') => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  // No part of the screens is set apart in English, left to right, as before they were translated.
  await expect(page.locator('main [lang="en"]:not(option), main [dir="ltr"]:not(option)')).toHaveCount(0);
};

const expectNoHorizontalScroll = async (page: Page, state: string) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${state}: horizontal scroll in px`).toBeLessThanOrEqual(0);
};

/** The screen at 1280 and 390 px in screenshots, then at 320 px without horizontal scroll; back to 1280. */
const expectNarrow = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page, `${name} at 320 px`);
  await page.setViewportSize({ width: 1280, height: 720 });
};

/**
 * The demo vendor's contact, with a session from the seam (no mailed sign-in), reading in `lang`: the page's choice
 * (`?lang=`), remembered from page to page. Answers what the hub shows that staff or the vendor wrote.
 */
const openHubIn = async (page: Page, request: APIRequestContext, lang: string) => {
  const tokens = await vendorSession(request, DEMO_CONTACT);
  await page.goto(`/Login?lang=${lang}`);
  await storeInBrowser(page, {
    [STORAGE_KEYS.accessToken]: tokens.AccessToken,
    [STORAGE_KEYS.refreshToken]: tokens.RefreshToken,
    [STORAGE_KEYS.email]: DEMO_CONTACT,
  });
  const vendorNow = async () => {
    const info = await request.get('/api/Vendor/Info', { headers: { Authorization: `Bearer ${tokens.AccessToken}` } });
    return (await info.json()).Response as { Contacts: { Id: number }[] };
  };
  const { Contacts } = await vendorNow();
  await page.goto('/MyBusiness');
  return { written: async () => stringsOf(await vendorNow()), contacts: Contacts };
};

test('the hub and a contact screen in Spanish, every tab, with what was written as written', async ({
  page,
  request,
}) => {
  const { written, contacts } = await openHubIn(page, request, 'es');
  await expect(page.getByRole('tab', { name: 'Detalles' })).toBeVisible({ timeout: 20_000 });
  await expectLanguage(page, 'es', 'ltr');
  await expect(page.getByRole('tablist', { name: 'Mi negocio' })).toBeVisible();
  await expect(page.getByText(/^Faltan documentos obligatorios: /)).toBeVisible();
  await waitForScript(page);
  await expectNoEnglish(page, written);
  await expectAccessible(page, 'the hub in Spanish, details');

  for (const [tab, heading] of [
    ['Asignaciones', 'Asignaciones actuales'],
    ['Archivos', 'Documentos solicitados'],
    ['Mensajes', 'Iniciar una conversación'],
    ['Contactos', 'Contactos'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expectNoEnglish(page, written);
    await expectAccessible(page, `the hub in Spanish, ${tab}`);
  }

  const [first] = contacts;
  await page.goto(`/ManageContact/${first?.Id}`);
  await expect(page.getByRole('heading', { name: 'Administrar contacto', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Aprobación del contacto' })).toBeVisible();
  await expectLanguage(page, 'es', 'ltr');
  await expectNoEnglish(page, written);
  await expectAccessible(page, 'a contact screen in Spanish');
});

test('the hub and a contact screen in Arabic, right to left, with no horizontal scroll at 320 px', async ({
  page,
  request,
}, testInfo) => {
  const { written, contacts } = await openHubIn(page, request, 'ar');
  await expect(page.getByRole('tab', { name: 'التفاصيل' })).toBeVisible({ timeout: 20_000 });
  await expectLanguage(page, 'ar', 'rtl');
  await waitForScript(page);
  await expectNoEnglish(page, written);
  await expectAccessible(page, 'the hub in Arabic, details');
  // An alert's action sits at its far end, the left, clear of its text.
  const missing = page.getByRole('alert').filter({ hasText: 'مستندات مطلوبة ناقصة' });
  const [action, message] = await Promise.all([
    missing.getByRole('link', { name: 'الانتقال إلى الملفات' }).boundingBox(),
    missing.locator('.MuiAlert-message').boundingBox(),
  ]);
  expect((action?.x ?? 0) + (action?.width ?? 0), 'the action left of the text').toBeLessThanOrEqual(message?.x ?? 0);
  await expectNarrow(page, testInfo, 'hub-ar-details');

  // The tabs read right to left: on a phone the left arrow key goes to the next tab, on the left, scrolled into view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'التفاصيل' }).focus();
  for (const next of ['المهام', 'الملفات', 'الرسائل', 'جهات الاتصال']) {
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: next })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'جهات الاتصال' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'جهات الاتصال', level: 2 })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  for (const [tab, name] of [
    ['الملفات', 'files'],
    ['الرسائل', 'messages'],
    ['جهات الاتصال', 'contacts'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoEnglish(page, written);
    await expectAccessible(page, `the hub in Arabic, ${name}`);
    if (name === 'contacts') {
      // A phone number reads left to right inside the Arabic: its area code first, on the left.
      const phone = page.getByText(/^\(\d{3}\) \d{3}-\d{4}$/).first();
      const [area, whole] = await Promise.all([
        phone.evaluate((element) => {
          const range = document.createRange();
          range.setStart(element.firstChild as Node, 0);
          range.setEnd(element.firstChild as Node, 5);
          return range.getBoundingClientRect().x;
        }),
        phone.boundingBox(),
      ]);
      expect(area, 'the area code at the left of the number').toBeLessThanOrEqual((whole?.x ?? 0) + 1);
    }
    await expectNarrow(page, testInfo, `hub-ar-${name}`);
  }

  // The upload dialog, in Arabic too.
  await page.getByRole('tab', { name: 'الملفات' }).click();
  await page.getByRole('button', { name: 'إضافة مستند إضافي' }).click();
  const dialog = page.getByRole('dialog', { name: 'مستند إضافي' });
  await expect(dialog.getByText('اختيار الملفات')).toBeVisible();
  await expectNoEnglish(page, written);
  await expectAccessible(page, 'the upload dialog in Arabic');
  await expectNarrow(page, testInfo, 'upload-ar');
  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  await expect(dialog).toBeHidden();

  const [first] = contacts;
  await page.goto(`/ManageContact/${first?.Id}`);
  const back = page.getByRole('link', { name: 'رجوع' });
  await expect(back).toBeVisible();
  await expectLanguage(page, 'ar', 'rtl');
  // The back arrow is at the start of the button (its right) and points right, the way back in Arabic.
  const [arrow, label] = await Promise.all([back.locator('svg').boundingBox(), back.getByText('رجوع').boundingBox()]);
  expect((arrow?.x ?? 0) > (label?.x ?? 0), 'the arrow is to the right of the label').toBe(true);
  await expect(back.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await expectNoEnglish(page, written);
  await expectAccessible(page, 'a contact screen in Arabic');
  await expectNarrow(page, testInfo, 'contact-ar');
});
