import { type Contact, contactSchema } from '@bridgehub/contract';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { OfferedLanguages } from '../../i18n/offered-languages.ts';
import { ContactForm } from './contact-form.tsx';

const contact: Contact = contactSchema.parse({
  Id: 5,
  Email: 'ana@example.com',
  FirstName: 'Ana',
  LastName: 'Lopez',
  PreferredLanguage: 'es',
});

const renderForm = (value: Contact, onSave: (saved: Contact) => Promise<boolean>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <OfferedLanguages value={['en', 'es', 'ar']}>
          <ContactForm contact={value} isEmailLocked label="Manage contact" onSave={onSave} />
        </OfferedLanguages>
      </I18nProvider>
    </QueryClientProvider>,
  );

afterEach(() => {
  document.documentElement.lang = 'en';
});

test("the contact form's preferred language lists each offered language named in itself, and saves the one chosen", async () => {
  const onSave = vi.fn(async (_saved: Contact) => true);
  renderForm(contact, onSave);
  const select = screen.getByRole('combobox', { name: 'Preferred language' });
  expect(select).toHaveValue('es');
  const options = within(select).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['English', 'Español', 'العربية']);
  expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'es', 'ar']);
  expect(options[2]).toHaveAttribute('dir', 'rtl');

  await userEvent.selectOptions(select, 'ar');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  expect(onSave.mock.calls[0]?.[0]).toMatchObject({ Id: 5, PreferredLanguage: 'ar' });
});

test("a contact without a language shows the page's, which the server chooses when none is sent", () => {
  document.documentElement.lang = 'es';
  const { PreferredLanguage: _none, ...withoutLanguage } = contact;
  renderForm(withoutLanguage, async () => true);
  expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('es');
});
