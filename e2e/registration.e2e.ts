import { messages } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { followMailLink, solveCaptcha, toast, uniqueOrganizationName } from './support.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false }).first();
const select = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
const yesNo = (page: Page, question: string | RegExp) => page.getByRole('radiogroup', { name: question });

// Every field rule, submit rule and the wiring of the form are tested without a browser, in
// apps/web/src/features/vendor/registration/registration-form.test.tsx. This journey registers as a person would, with
// the server's own lookups, search and mail, and scans each state it passes at both widths.
test('an organization registers as a person would and verifies from the e-mailed link', async ({ page }) => {
  const name = uniqueOrganizationName('Steel Works');
  const email = `ana@${name.split(' ')[0]}.example`.toLowerCase();

  await page.goto('/');
  await page.getByRole('link', { name: messages.register, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${messages.organizationInformation} - DEV` })).toBeVisible();
  await expect(page.getByText(messages.gettingCertifications)).toBeHidden();
  await expectAccessible(page, 'registration form');

  const register = page.getByRole('button', { name: messages.register, exact: true });
  await expect(register).toBeDisabled();
  await page.getByRole('button', { name: 'Read the Terms and condition' }).click();
  const terms = page.getByRole('dialog', { name: messages.termsTitle });
  await expect(terms).toContainText('equal opportunity');
  await expectAccessible(page, 'terms dialog');
  await terms.getByRole('button', { name: messages.agree, exact: true }).click();
  await expect(page.getByText('You agreed to the Terms and condition.')).toBeVisible();

  await field(page, 'Contact Email').fill(email);
  await solveCaptcha(page);
  await expect(register).toBeEnabled();
  await expectAccessible(page, 'registration form ready to submit');

  await field(page, 'Organization Name').fill('Co');
  await field(page, 'Organization Name').blur();
  await expect(page.getByText(messages.nameTooShort)).toBeVisible();
  await expectAccessible(page, 'name too short');
  await field(page, 'Organization Name').fill(name);
  await field(page, 'Description of the Organization').fill('Structural steel fabrication & erection.');
  await select(page, 'Federal Tax Classification').selectOption({ label: 'S corporation' });
  await field(page, 'Organization Email').fill(`office-${email}`);
  await field(page, 'Street Address').fill('100 River Rd');
  await field(page, 'City').fill('Vancouver');
  await field(page, 'Zip Code').fill('98660');
  await select(page, 'State').selectOption({ label: 'Washington' });

  const isPublic = yesNo(page, 'Are you registering a public organization?');
  await isPublic.getByRole('radio', { name: 'Yes' }).check();
  await select(page, 'Public Organization').selectOption({ label: 'Other' });
  await expect(field(page, 'Other Public Organization')).toBeVisible();
  await expectAccessible(page, 'public organization: other');
  await isPublic.getByRole('radio', { name: 'No' }).check();

  await yesNo(page, /COBID/).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('checkbox', { name: 'Emerging Small Business (ESB)' }).check();
  await expectAccessible(page, 'certification types shown');

  await field(page, 'First Name').fill('Ana');
  await field(page, 'Last Name').fill('Reyes');

  await register.click();
  await expect(page.getByRole('heading', { name: messages.registrationComplete })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(messages.verifyBusinessPrompt)).toBeVisible();
  await expect(toast(page, messages.posted)).toBeVisible();
  await expectAccessible(page, 'registration complete');

  await followMailLink(page, email, /Verify/);
  await expect(page.getByText(messages.linkVerified)).toBeVisible();
  await expectAccessible(page, 'link verified');

  // A second organization with a near-identical name is told to ask to be added instead.
  await page.goto('/Register');
  await field(page, 'Organization Name').fill(`${name.toLowerCase()}, LLC`);
  await field(page, 'Organization Name').press('Tab');
  const similar = page.getByRole('dialog', { name: messages.similarCompanyNames });
  await expect(similar).toContainText(name);
  await expectAccessible(page, 'similar company names dialog');
  await similar.getByRole('button', { name: messages.differentCompanyName }).click();
  await expect(similar).toBeHidden();

  // The contact e-mail now belongs to a contact.
  await field(page, 'Contact Email').fill(email.toUpperCase());
  await field(page, 'Contact Email').blur();
  await expect(page.getByText(messages.emailInUse)).toBeVisible();
  await expectAccessible(page, 'email already in use');
});

test('a link that is not valid cannot verify', async ({ page }) => {
  await page.goto('/Verify/not-a-real-token');
  await expect(page.getByText(messages.couldNotVerifyLink)).toBeVisible();
  await expect(toast(page, messages.unableToVerify)).toBeVisible();
  await expectAccessible(page, 'link not verified');
});
