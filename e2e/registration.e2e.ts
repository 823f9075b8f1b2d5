import { messages } from '@bridgehub/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { followMailLink, solveCaptcha, toast, uniqueOrganizationName } from './support.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false }).first();
const select = (page: Page, name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
const yesNo = (page: Page, question: string | RegExp) => page.getByRole('radiogroup', { name: question });

/** Clicks Register and expects the §5 rule's toast. */
const expectRule = async (page: Page, message: string) => {
  await page.getByRole('button', { name: messages.register, exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
};

test('an organization registers as a person would, hits every rule, and verifies from the e-mailed link', async ({
  page,
}) => {
  // Every rule, each state scanned at two widths: minutes on a shared 2-core machine.
  test.slow();
  const name = uniqueOrganizationName('Steel Works');
  const email = `ana@${name.split(' ')[0]}.example`.toLowerCase();

  await page.goto('/');
  await page.getByRole('link', { name: messages.register, exact: true }).click();
  await expect(page.getByRole('heading', { name: `${messages.organizationInformation} - DEV` })).toBeVisible();
  await expect(page.getByText(messages.gettingCertifications)).toBeHidden();
  await expectAccessible(page, 'registration form');

  // The Register button waits for the terms, a contact e-mail and the captcha (§4).
  const register = page.getByRole('button', { name: messages.register, exact: true });
  await expect(register).toBeDisabled();

  await page.getByRole('button', { name: 'Read the Terms and condition' }).click();
  const terms = page.getByRole('dialog', { name: messages.termsTitle });
  await expect(terms).toContainText('equal opportunity');
  await expectAccessible(page, 'terms dialog');
  await terms.getByRole('button', { name: messages.disagree, exact: true }).click();
  await expect(page.getByText('You have not agreed to the Terms and condition yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Read the Terms and condition' }).click();
  await terms.getByRole('button', { name: messages.agree, exact: true }).click();
  await expect(page.getByText('You agreed to the Terms and condition.')).toBeVisible();

  // An invalid e-mail is refused on blur (§5).
  await field(page, 'Contact Email').fill('not-an-email');
  await field(page, 'Contact Email').blur();
  await expect(toast(page, messages.emailInvalidToast)).toBeVisible();
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  await field(page, 'Contact Email').fill(email);
  await field(page, 'Contact Email').blur();
  await expect(page.getByText(messages.emailInvalid)).toBeHidden();

  await expect(register).toBeDisabled();
  await solveCaptcha(page);
  await expect(register).toBeEnabled();
  await expectAccessible(page, 'registration form ready to submit');

  // Each submit-time rule of §5 in its order, then the field that fixes it.
  await expectRule(page, messages.organizationNameRequired);
  await field(page, 'Organization Name').fill('Co');
  await field(page, 'Organization Name').blur();
  await expect(page.getByText(messages.nameTooShort)).toBeVisible();
  await expectAccessible(page, 'name too short');
  await field(page, 'Organization Name').fill(name);

  await field(page, 'Certification Number').fill('D-55120');
  await expectRule(page, messages.licenseStateRequired);
  await select(page, 'Business License Number State').selectOption({ label: 'Oregon' });

  await expectRule(page, messages.descriptionRequired);
  await field(page, 'Description of the Organization').fill('Structural steel fabrication & erection.');

  await expectRule(page, messages.taxClassificationRequired);
  // Keyboard: focus the select and choose by typing, as a keyboard user would.
  await select(page, 'Federal Tax Classification').focus();
  await select(page, 'Federal Tax Classification').selectOption({ label: 'S corporation' });

  await expectRule(page, messages.organizationEmailRequired);
  await field(page, 'Organization Email').fill(`office-${email}`);
  await field(page, 'Organization Email').press('Tab');

  await expectRule(page, messages.streetRequired);
  await field(page, 'Street Address').fill('100 River Rd');
  await expectRule(page, messages.cityRequired);
  await field(page, 'City').fill('Vancouver');
  await expectRule(page, messages.zipRequired);
  await field(page, 'Zip Code').pressSequentially('98-66a0');
  await expect(field(page, 'Zip Code')).toHaveValue('98660');
  await expectRule(page, messages.stateRequired);
  await select(page, 'State').selectOption({ label: 'Washington' });

  // The organization phone: the mask formats digits as they are typed.
  await field(page, 'Organization Phone').pressSequentially('3605550142');
  await expect(field(page, 'Organization Phone')).toHaveValue('(360) 555-0142');
  await field(page, 'Website').fill('https://columbia-steel.example');
  await expect(field(page, 'Website')).toHaveValue('columbia-steel.example');

  // Public organization: Yes shows the choices and hides the business numbers; Other asks for a text.
  await yesNo(page, 'Are you registering a public organization?').getByRole('radio', { name: 'Yes' }).check();
  await expect(field(page, 'NAIC Number')).toBeHidden();
  await select(page, 'Public Organization').selectOption({ label: 'Other' });
  await expect(field(page, 'Other Public Organization')).toBeVisible();
  await expectAccessible(page, 'public organization: other');
  await yesNo(page, 'Are you registering a public organization?').getByRole('radio', { name: 'No' }).check();
  await expect(field(page, 'NAIC Number')).toBeVisible();
  await field(page, 'Certification Number').fill('');

  // Certification groups: Yes reveals the types; No removes the group's choices.
  const cobid = yesNo(page, /COBID/);
  await cobid.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('checkbox', { name: 'Emerging Small Business (ESB)' }).check();
  await page.getByRole('checkbox', { name: 'Woman Business Enterprise (WBE)' }).press('Space');
  await expect(page.getByRole('checkbox', { name: 'Woman Business Enterprise (WBE)' })).toBeChecked();
  await expectAccessible(page, 'certification types shown');
  await cobid.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByRole('checkbox', { name: 'Emerging Small Business (ESB)' })).toBeHidden();
  await cobid.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('checkbox', { name: 'Emerging Small Business (ESB)' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Emerging Small Business (ESB)' }).check();

  // Ownership: None of the Above asks for the ethnicity in words.
  await select(page, 'Ownership Ethnicity').selectOption({ label: 'None of the Above' });
  await expectRule(page, messages.ownershipOtherEthnicityRequired);
  await field(page, 'Other Ownership Ethnicity').fill('Pacific Islander');

  // The same-email checkbox copies and locks the contact e-mail; unticking clears it.
  const same = page.getByRole('checkbox', { name: messages.sameEmailAsOrganization });
  await same.check();
  await expect(field(page, 'Contact Email')).toHaveValue(`office-${email}`);
  await expect(page.getByText(messages.contactEmailLocked)).toBeVisible();
  await same.uncheck();
  await expect(field(page, 'Contact Email')).toHaveValue('');
  await expect(register).toBeDisabled();
  await field(page, 'Contact Email').fill(email);

  await expectRule(page, messages.primaryContactFirstNameRequired);
  await field(page, 'First Name').fill('Ana');
  await expectRule(page, messages.primaryContactLastNameRequired);
  await field(page, 'Last Name').fill('Reyes');
  await field(page, 'Title').fill('Owner');

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
