import type { EventListItem } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { waitForScript } from './support.ts';

/** Texts of the shell, the welcome page and the event page in English: none may be left in another language. */
const ENGLISH = [
  'Skip to main content',
  'Vendor support:',
  'two state transportation departments',
  'Language:',
  'Local Business and Community Events',
  'Businesses, public agencies',
  'My Business',
  'Calendar',
  'Location:',
  'Starts:',
  'Ends:',
  'Download calendar file',
  'Check-In',
  'Email',
  'Loading',
];

/**
 * Every text of the page a person or a screen reader meets, hidden ones included (the skip link, labels); not the
 * page's data and scripts, nor what shows without a script only.
 */
const textOf = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template')) texts.push(node.textContent ?? '');
    }
    const labels = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    return `${texts.join(' ')} ${labels.join(' ')}`;
  });

const expectNoEnglish = async (page: Page, except: readonly string[]) => {
  let text = await textOf(page);
  // What staff wrote (an event's name, place and description) has no translation yet: it is left out.
  for (const written of except) text = text.replaceAll(written, '');
  for (const english of ENGLISH) {
    // Whole words: Spanish's "Calendario" holds no English "Calendar".
    expect(text, `English left: ${english}`).not.toMatch(new RegExp(`(?<!\\p{L})${english}(?!\\p{L})`, 'u'));
  }
};

const expectLanguage = async (page: Page, lang: string, dir: 'ltr' | 'rtl') => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
};

/** Nothing wider than the screen: no horizontal scroll. */
const expectNoHorizontalScroll = async (page: Page, state: string) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${state}: horizontal scroll in px`).toBeLessThanOrEqual(0);
};

const upcomingEvent = async (page: Page): Promise<EventListItem> => {
  const answer = await page.request.get('/api/Event/Upcoming');
  return (await answer.json()).Response[0];
};

test('a Spanish reader gets the welcome page and an event page in Spanish, from Accept-Language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  const event = await upcomingEvent(page);
  const staffWritten = [event.EventName, event.EventLocation];

  await page.goto('/');
  await expectLanguage(page, 'es', 'ltr');
  await expect(page.getByRole('heading', { name: 'Bienvenido', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eventos para negocios locales y la comunidad' })).toBeVisible();
  await waitForScript(page);
  await expect(page.getByText('Idioma: Español')).toBeAttached();
  await expectNoEnglish(page, staffWritten);
  await expectAccessible(page, 'the welcome page in Spanish');

  await page.goto(`/Register/${event.ExternalId}`);
  await expectLanguage(page, 'es', 'ltr');
  await expect(page.getByRole('heading', { name: event.EventName, level: 1 })).toBeVisible();
  await expect(page.getByText('Lugar:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar archivo de calendario' })).toBeVisible();
  await waitForScript(page);
  const description = await page.locator('.event-description').textContent();
  await expectNoEnglish(page, [...staffWritten, description ?? '']);
  await expectAccessible(page, 'the event page in Spanish');
  await context.close();
});

test('a reader chooses Arabic in the language menu, with the keyboard, and keeps it from page to page', async ({
  page,
}, testInfo) => {
  const event = await upcomingEvent(page);
  await page.goto('/');
  await expectLanguage(page, 'en', 'ltr');
  await waitForScript(page);

  // The menu is a disclosure in the header: focus it, open it with Enter, and follow the language's link.
  const menu = page.locator('header details');
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  const arabic = menu.getByRole('link', { name: 'العربية' });
  await expect(arabic).toHaveAttribute('lang', 'ar');
  await expectAccessible(page, 'the language menu open');
  await arabic.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?lang=ar$/);

  await expectLanguage(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { name: 'مرحبًا بكم', level: 1 })).toBeVisible();
  await waitForScript(page);
  await expect(page.getByText('اللغة: العربية')).toBeAttached();
  await expectNoEnglish(page, [event.EventName, event.EventLocation]);
  await expectAccessible(page, 'the welcome page in Arabic');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('welcome-ar-390.png'), fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page, 'the welcome page in Arabic at 320 px');
  await page.locator('header summary').click();
  await expectNoHorizontalScroll(page, 'the language menu open in Arabic at 320 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Remembered: the event page, without a language in its address, is Arabic too.
  await page.goto(`/Register/${event.ExternalId}`);
  await expectLanguage(page, 'ar', 'rtl');
  await expect(page.getByText('المكان:')).toBeVisible();
  await waitForScript(page);
  const description = await page.locator('.event-description').textContent();
  await expectNoEnglish(page, [event.EventName, event.EventLocation, description ?? '']);
  await expectAccessible(page, 'the event page in Arabic');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('event-ar-390.png'), fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalScroll(page, 'the event page in Arabic at 320 px');
});
