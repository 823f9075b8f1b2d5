import { LANGUAGES, ok } from '@bridgehub/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../testing/accessibility.ts';
import { i18nIn } from '../testing/languages.ts';
import { renderApp } from '../testing/render-app.tsx';

const api = { listFaqs: ok([]) };

/** The menu's disclosure: a <summary>, which the accessibility tree names and exposes as a button-like control. */
const summaryOf = () => {
  const summary = document.querySelector('header details > summary');
  if (!(summary instanceof HTMLElement)) throw new Error('the header has no language menu');
  return summary;
};

// The keyboard's Enter on the summary is the browser's (jsdom's user-event does not press it): the Chromium journey
// (e2e/languages.e2e.ts) opens the menu so.
test('the language menu names the current language and opens onto every language, each named in itself', async () => {
  const { user } = renderApp('/FAQ?view=all', { api });
  await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
  const summary = summaryOf();
  expect(summary).toHaveTextContent('Language: English');
  const menu = summary.closest('details');
  expect(menu).not.toHaveAttribute('open');

  await user.click(summary);
  expect(menu).toHaveAttribute('open');
  const links = within(menu as HTMLElement).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual(
    LANGUAGES.map(({ code, name }) => [name, code, `/FAQ?view=all&lang=${code}`]),
  );
  expect(within(menu as HTMLElement).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  expect(within(menu as HTMLElement).getByRole('link', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
  await expectAccessible('language menu open');

  await user.keyboard('{Escape}');
  expect(menu).not.toHaveAttribute('open');
  expect(summary).toHaveFocus();
});

test('in Spanish the menu and the shell speak Spanish', async () => {
  renderApp('/FAQ', { api, i18n: await i18nIn('es') });
  await screen.findByRole('heading', { name: 'Preguntas frecuentes' });
  expect(summaryOf()).toHaveTextContent('Idioma: Español');
  expect(screen.getByText('Ir al contenido principal')).toBeInTheDocument();
  expect(screen.queryByText('Skip to main content')).not.toBeInTheDocument();
  await expectAccessible('the FAQ in Spanish');
});

test('with English alone offered there is no menu', async () => {
  renderApp('/FAQ', { api, languages: ['en'] });
  await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
  expect(document.querySelector('header details')).toBeNull();
});
