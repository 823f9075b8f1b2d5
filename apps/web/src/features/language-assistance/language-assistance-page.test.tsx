import { accessRequestMessages, failure, messages, ok } from '@bridgehub/contract';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../testing/accessibility.ts';
import { i18nIn } from '../../testing/languages.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { LANGUAGE_NOTICES } from './notices.ts';

const notices = () => screen.getAllByRole('region').filter((region) => region.hasAttribute('lang'));

test('the notice is said in every offered language, the page’s first, each marked with its language and direction', async () => {
  renderApp('/LanguageAssistance', { i18n: await i18nIn('ar'), languages: ['en', 'es', 'ar'] });
  await screen.findByText(LANGUAGE_NOTICES.ar.heading);
  expect(notices().map((region) => [region.lang, region.dir])).toEqual([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['es', 'ltr'],
  ]);
  const spanish = notices()[2] as HTMLElement;
  expect(within(spanish).getByRole('link', { name: 'support@bridgehub.example' })).toHaveAttribute(
    'href',
    'mailto:support@bridgehub.example',
  );
  expect(within(spanish).getByRole('link', { name: LANGUAGE_NOTICES.es.form })).toHaveAttribute(
    'href',
    '/LanguageAssistance?lang=es#language-request',
  );
  expect(within(notices()[0] as HTMLElement).getByRole('link', { name: LANGUAGE_NOTICES.ar.form })).toHaveAttribute(
    'href',
    '#language-request',
  );
  // The form speaks the page's language.
  expect(screen.getByRole('button', { name: 'إرسال الطلب' })).toBeVisible();
  await expectAccessible('language assistance in Arabic');
});

test('a request needs a way to reach the person and a language, then is sent with the captcha', async () => {
  const { user, server } = renderApp('/LanguageAssistance', { api: { requestLanguageAssistance: ok(null) } });
  const send = await screen.findByRole('button', { name: 'Send request' });
  await user.click(send);
  const email = screen.getByLabelText('E-mail');
  expect(email).toHaveFocus();
  expect(email).toHaveAccessibleDescription(expect.stringContaining(accessRequestMessages.problems.contactRequired));
  expect(screen.getByRole('combobox', { name: /Language you need/ })).toHaveAccessibleDescription(
    accessRequestMessages.problems.languageRequired,
  );
  await expectAccessible('language request with errors');

  await user.type(screen.getByLabelText('Phone'), '206 555 0100');
  await user.selectOptions(screen.getByRole('combobox', { name: /Language you need/ }), 'other');
  await user.click(send);
  const other = screen.getByRole('textbox', { name: /Which language/ });
  expect(other).toHaveFocus();
  expect(other).toHaveAccessibleDescription(accessRequestMessages.problems.otherLanguageRequired);
  await user.type(other, 'Tigrinya');
  await user.click(send);
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.completeCaptcha);
  expect(server.requestsTo('requestLanguageAssistance')).toEqual([]);

  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(send);
  const sent = await screen.findByRole('heading', { name: 'Request sent' });
  expect(sent).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Someone from the program will contact you soon.');
  expect(server.requestsTo('requestLanguageAssistance')[0]?.body).toEqual({
    Name: '',
    Email: '',
    Phone: '206 555 0100',
    Language: 'other',
    OtherLanguage: 'Tigrinya',
    Purpose: '',
    PageLanguage: 'en',
    Captcha: 'solved-captcha',
  });
  await expectAccessible('language request sent');
});

test('a refusal from the server is said in an alert', async () => {
  const { user } = renderApp('/LanguageAssistance', {
    api: { requestLanguageAssistance: failure(messages.captchaInvalid) },
  });
  await user.type(await screen.findByLabelText('E-mail'), 'pat@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /Language you need/ }), 'vi');
  await user.click(await screen.findByLabelText("I'm not a robot"));
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.captchaInvalid);
});
