import { failure, messages, ok } from '@bridgehub/contract';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectAccessible } from '../../../testing/accessibility.ts';
import { lookupStubs } from '../../../testing/lookups.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { findToast } from '../../../testing/toasts.ts';

/** §2 Registration screen's field rules, submit rules and wiring; the journey that registers is e2e/registration. */

/**
 * A field by its label's text, found as the label's own control (`label.control`, the association a screen reader
 * uses). Role queries walk the whole accessibility tree of this long form, and `getByLabelText` asks every element of
 * the page for its labels, each a walk of the whole document: seconds per query in jsdom.
 */
const field = (name: string) => {
  const label = screen.getByText(new RegExp(`^${name}`), { selector: 'label' }) as HTMLLabelElement;
  if (!label.control) throw new Error(`The label "${name}" names no field`);
  return label.control;
};
const select = field;
const yesNo = (question: string | RegExp) => screen.getByRole('radiogroup', { name: question });
type User = ReturnType<typeof renderApp>['user'];

/** Puts a whole value in a field at once, as Playwright's `fill` does; `user.type` is kept for per-key behaviour. */
const fill = async (user: User, element: HTMLElement, value: string) => {
  await user.clear(element);
  await user.click(element);
  await user.paste(value);
};

const openForm = async () => {
  const view = renderApp('/Register', {
    api: {
      ...lookupStubs,
      searchVendors: ok([]),
      searchVendorEmail: failure(messages.notFound),
      submitVendor: ok(null),
    },
  });
  // Waiting on labels and text: a role or label query polled over the whole form costs seconds in jsdom.
  await screen.findByText(/^Organization Name/, { selector: 'label' });
  await screen.findByText(/COBID/);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${messages.organizationInformation} - DEV`);
  // Found once: the same button all along, and each role query computes the name of every button on the page.
  return { ...view, register: screen.getByRole('button', { name: messages.register }) };
};

const agreeToTerms = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Read the Terms and condition' }));
  const terms = await screen.findByRole('dialog', { name: messages.termsTitle });
  await user.click(within(terms).getByRole('button', { name: messages.agree }));
  await waitForElementToBeRemoved(terms);
};

const solveCaptcha = async (user: User) => user.click(await screen.findByLabelText("I'm not a robot"));

/** Clicks Register and expects the §5 rule's toast. */
const expectRule = async (user: User, register: HTMLElement, message: string) => {
  await user.click(register);
  expect(await findToast(message)).toBeInTheDocument();
};

test('the Register button waits for the terms, a contact e-mail and the captcha', async () => {
  const { user, register } = await openForm();
  expect(screen.queryByText(messages.gettingCertifications)).not.toBeInTheDocument();
  expect(register).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Read the Terms and condition' }));
  const terms = await screen.findByRole('dialog', { name: messages.termsTitle });
  expect(terms).toHaveTextContent('equal opportunity');
  await user.click(within(terms).getByRole('button', { name: messages.disagree }));
  await waitForElementToBeRemoved(terms);
  expect(screen.getByText('You have not agreed to the Terms and condition yet.')).toBeVisible();
  await agreeToTerms(user);
  expect(screen.getByText('You agreed to the Terms and condition.')).toBeVisible();

  await fill(user, field('Contact Email'), 'ana@steel.example');
  expect(register).toBeDisabled();
  await solveCaptcha(user);
  expect(register).toBeEnabled();
});

test('an invalid e-mail is refused on blur, and a valid one clears the message', async () => {
  const { user } = await openForm();
  await fill(user, field('Contact Email'), 'not-an-email');
  await user.tab();
  expect(await findToast(messages.emailInvalidToast)).toBeInTheDocument();
  expect(screen.getByText(messages.emailInvalid)).toBeVisible();
  await fill(user, field('Contact Email'), 'ana@steel.example');
  await user.tab();
  await waitFor(() => expect(screen.queryByText(messages.emailInvalid)).not.toBeInTheDocument());
});

test('each submit-time rule of §5 in its order, then the field that fixes it, and the registration sent', async () => {
  const { user, server, register } = await openForm();
  await agreeToTerms(user);
  await fill(user, field('Contact Email'), 'ana@steel.example');
  await solveCaptcha(user);

  await expectRule(user, register, messages.organizationNameRequired);
  expect(field('Organization Name')).toHaveFocus();
  await fill(user, field('Organization Name'), 'Co');
  await user.tab();
  expect(await screen.findByText(messages.nameTooShort)).toBeVisible();
  await fill(user, field('Organization Name'), 'Columbia Steel Works');

  await fill(user, field('Certification Number'), 'D-55120');
  await expectRule(user, register, messages.licenseStateRequired);
  await user.selectOptions(select('Business License Number State'), 'Oregon');

  await expectRule(user, register, messages.descriptionRequired);
  await fill(user, field('Description of the Organization'), 'Structural steel fabrication & erection.');

  await expectRule(user, register, messages.taxClassificationRequired);
  // Keyboard: focus the select and choose with the arrow keys, as a keyboard user would.
  select('Federal Tax Classification').focus();
  await user.selectOptions(select('Federal Tax Classification'), 'S corporation');

  await expectRule(user, register, messages.organizationEmailRequired);
  await fill(user, field('Organization Email'), 'office-ana@steel.example');
  await user.tab();

  await expectRule(user, register, messages.streetRequired);
  await fill(user, field('Street Address'), '100 River Rd');
  await expectRule(user, register, messages.cityRequired);
  await fill(user, field('City'), 'Vancouver');
  await expectRule(user, register, messages.zipRequired);
  await user.type(field('Zip Code'), '98-66a0');
  expect(field('Zip Code')).toHaveValue('98660');
  await expectRule(user, register, messages.stateRequired);
  await user.selectOptions(select('State'), 'Washington');

  // The organization phone: the mask formats digits as they are typed.
  await user.type(field('Organization Phone'), '3605550142');
  expect(field('Organization Phone')).toHaveValue('(360) 555-0142');
  await fill(user, field('Website'), 'https://columbia-steel.example');
  expect(field('Website')).toHaveValue('columbia-steel.example');
  await user.clear(field('Certification Number'));

  // Ownership: None of the Above asks for the ethnicity in words.
  await user.selectOptions(select('Ownership Ethnicity'), 'None of the Above');
  await expectRule(user, register, messages.ownershipOtherEthnicityRequired);
  await fill(user, field('Other Ownership Ethnicity'), 'Pacific Islander');

  await expectRule(user, register, messages.primaryContactFirstNameRequired);
  await fill(user, field('First Name'), 'Ana');
  await expectRule(user, register, messages.primaryContactLastNameRequired);
  await fill(user, field('Last Name'), 'Reyes');
  await fill(user, field('Title'), 'Owner');

  await user.click(register);
  expect(await screen.findByRole('heading', { name: messages.registrationComplete })).toHaveFocus();
  expect(screen.getByText(messages.verifyBusinessPrompt)).toBeVisible();
  expect(await findToast(messages.posted)).toBeInTheDocument();
  await expectAccessible('registration complete');

  const [sent] = server.requestsTo('submitVendor');
  expect(sent?.body).toMatchObject({
    Business: {
      BusinessName: 'Columbia Steel Works',
      BusinessLicenseNumberState: 38,
      BusinessClassification: 3,
      Email: 'office-ana@steel.example',
      PhoneNumber: 3605550142,
      Website: 'columbia-steel.example',
      Address: { StreetAddress: '100 River Rd', City: 'Vancouver', Zip: '98660', StateId: 48 },
      OwnershipOtherEthnicity: 'Pacific Islander',
    },
    PrimaryContact: [{ Email: 'ana@steel.example', FirstName: 'Ana', LastName: 'Reyes', Title: 'Owner' }],
    Captcha: 'solved-captcha',
  });
});

test('a public organization hides the business numbers, and Other asks for a text', async () => {
  const { user } = await openForm();
  const isPublic = yesNo('Are you registering a public organization?');
  await user.click(within(isPublic).getByRole('radio', { name: 'Yes' }));
  expect(screen.queryByLabelText(/^NAIC Number/)).not.toBeInTheDocument();
  await user.selectOptions(select('Public Organization'), 'Other');
  expect(field('Other Public Organization')).toBeVisible();
  await expectAccessible('public organization: other');
  await user.click(within(isPublic).getByRole('radio', { name: 'No' }));
  expect(field('NAIC Number')).toBeVisible();
  expect(screen.queryByLabelText(/^Other Public Organization/)).not.toBeInTheDocument();
});

test('a certification group answered Yes shows its types, and No removes its choices', async () => {
  const { user } = await openForm();
  const cobid = yesNo(/COBID/);
  const esb = () => screen.getByRole('checkbox', { name: 'Emerging Small Business (ESB)' });
  await user.click(within(cobid).getByRole('radio', { name: 'Yes' }));
  await user.click(esb());
  const wbe = screen.getByRole('checkbox', { name: 'Woman Business Enterprise (WBE)' });
  wbe.focus();
  await user.keyboard(' ');
  expect(wbe).toBeChecked();
  await expectAccessible('certification types shown');
  await user.click(within(cobid).getByRole('radio', { name: 'No' }));
  expect(screen.queryByRole('checkbox', { name: 'Emerging Small Business (ESB)' })).not.toBeInTheDocument();
  await user.click(within(cobid).getByRole('radio', { name: 'Yes' }));
  expect(esb()).not.toBeChecked();
});

test('the same-email box copies and locks the organization e-mail, and unticking clears it', async () => {
  const { user, register } = await openForm();
  await agreeToTerms(user);
  await solveCaptcha(user);
  await fill(user, field('Organization Email'), 'office@steel.example');
  const same = screen.getByRole('checkbox', { name: messages.sameEmailAsOrganization });
  await user.click(same);
  expect(field('Contact Email')).toHaveValue('office@steel.example');
  expect(screen.getByText(messages.contactEmailLocked)).toBeVisible();
  expect(register).toBeEnabled();
  await user.click(same);
  expect(field('Contact Email')).toHaveValue('');
  expect(register).toBeDisabled();
});

test('the registration screen says when its lists could not be loaded', async () => {
  renderApp('/Register', {
    api: {
      listCertifications: failure(messages.apiError),
      listStates: failure(messages.apiError),
      listBusinessClassifications: failure(messages.apiError),
      listPublicOrganizations: lookupStubs.listPublicOrganizations,
    },
  });
  expect(await screen.findByText(messages.errorGettingCertifications)).toBeVisible();
  expect(select('State')).toHaveTextContent(messages.couldNotLoadData);
  expect(select('Federal Tax Classification')).toHaveTextContent(messages.errorLoadingDropdown);
  await expectAccessible('registration lists failed');
});
