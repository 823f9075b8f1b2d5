import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openNewestMail } from './support.ts';

const SUPPORT = 'vendors@bridgehub.example';

const expectLanguage = async (page: Page, lang: string, dir: 'ltr' | 'rtl') => {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
};

/** Nothing wider than a 320 px screen: no horizontal scroll (WCAG 1.4.10). */
const expectFitsNarrowScreen = async (page: Page, state: string) => {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${state}: horizontal scroll at 320 px`,
      })
      .toBeLessThanOrEqual(0);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
};

test('the language assistance notice and the accessibility statement, in Spanish and Arabic, and a barrier reported', async ({
  page,
}) => {
  // Arabic: every offered language's notice on the one page, the page's own first, each in its language and direction.
  await page.goto('/LanguageAssistance?lang=ar');
  await expectLanguage(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المساعدة اللغوية' })).toBeVisible();
  const notices = page.locator('main section[lang]');
  await expect(notices).toHaveCount(9);
  await expect(notices.first()).toHaveAttribute('lang', 'ar');
  await expect(notices.first()).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('section[lang="es"]')).toContainText('Ayuda gratuita con el idioma');
  await expect(page.locator('section[lang="es"]').getByRole('link', { name: SUPPORT })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT}`,
  );
  await expect(page.getByRole('button', { name: 'إرسال الطلب' })).toBeVisible();
  await expectAccessible(page, 'language assistance in Arabic');
  await expectFitsNarrowScreen(page, 'language assistance in Arabic');

  await page.getByRole('contentinfo').getByRole('link', { name: 'إمكانية الوصول' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'بيان إمكانية الوصول' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'الصفحة' })).toHaveValue('/LanguageAssistance');
  await expectAccessible(page, 'accessibility statement in Arabic');
  await expectFitsNarrowScreen(page, 'accessibility statement in Arabic');

  // Spanish, from the footer of the welcome page.
  await page.goto('/?lang=es');
  await expectLanguage(page, 'es', 'ltr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ayuda con el idioma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asistencia con el idioma' })).toBeVisible();
  await expect(page.locator('main section[lang]').first()).toHaveAttribute('lang', 'es');
  await expectAccessible(page, 'language assistance in Spanish');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Página' })).toHaveValue('/LanguageAssistance');
  const send = page.getByRole('button', { name: 'Enviar informe' });
  await send.click();
  const details = page.getByRole('textbox', { name: /¿Qué ocurrió\?/ });
  await expect(details).toBeFocused();
  await expect(details).toHaveAccessibleDescription('Describa lo que ocurrió.');
  await expectAccessible(page, 'barrier report with an error in Spanish');

  const barrier = `The event map has no text version (${Date.now()}).`;
  await details.fill(barrier);
  await page.getByText('No soy un robot').click();
  await expect(page.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 20_000 });
  await send.click();
  await expect(page.getByRole('heading', { name: 'Informe enviado' })).toBeFocused();
  await expectAccessible(page, 'barrier report sent in Spanish');

  // It reaches the support mailbox.
  const mail = await openNewestMail(page, SUPPORT, /Accessibility barrier reported/);
  await expect(mail).toBeVisible();
});
