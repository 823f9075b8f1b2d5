import { messages } from '@bridgehub/contract';
import { registerVendor, vendorIdByName } from './api-support.ts';
import { openConsoleAs, test } from './console-support.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { openHubAs, toast } from './support.ts';

test('staff answer a vendor thread from the inbox and start one from the vendor page; the vendor sees both', async ({
  page,
  request,
  staffMember,
}) => {
  // A whole journey on both sides, two browser pages on a shared machine.
  test.slow();
  const staff = await staffMember('Coordinator');
  const vendor = await registerVendor(request);
  const vendorId = await vendorIdByName(request, staff.tokens.AccessToken, vendor.name);
  const tag = vendor.name.split(' ')[0];
  const subject = `Bonding capacity ${tag}`;

  // The vendor writes in its hub.
  const hub = await page.context().newPage();
  await openHubAs(hub, vendor.email);
  await hub.getByRole('tab', { name: 'Messages' }).click();
  await hub.getByLabel('Subject').fill(subject);
  await hub.getByRole('textbox', { name: 'Message', exact: true }).fill('What bonding capacity do you need?');
  await hub.getByRole('button', { name: 'Start conversation' }).click();
  await expect(toast(hub, messages.sentMessage)).toBeVisible();

  // The inbox lists it as awaiting a reply.
  await openConsoleAs(page, staff.tokens, '/console/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible({ timeout: 20_000 });
  const listed = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem', { name: subject });
  await expect(listed).toContainText('Awaiting reply');
  await expect(listed).toContainText(vendor.name);
  await expect(listed).toContainText('Robin Hale: What bonding capacity do you need?');
  await expectAccessible(page, 'inbox');

  // The thread page: the conversation, a reply refused empty, then sent under the staff member's name.
  await listed.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Messages' });
  await expect(conversation.getByRole('listitem')).toHaveCount(1);
  await expect(conversation).toContainText('Robin Hale · Vendor');
  const form = page.getByRole('form', { name: 'Reply' });
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(form.getByText(messages.emptyChatMessage)).toBeVisible();
  await expectAccessible(page, 'thread with an empty reply');
  await form.getByLabel('Message').fill('Up to $2 million per project.');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent.')).toBeVisible();
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  await expect(conversation.getByRole('listitem').last()).toContainText(`${staff.displayName} · Program staff`);
  await expectAccessible(page, 'thread after a reply');

  // The vendor sees the reply on the hub's side (the left), under the staff member's display name.
  await hub.reload();
  const thread = hub.getByRole('article').filter({ hasText: subject });
  await expect(thread).toBeVisible({ timeout: 20_000 });
  const reply = thread.getByRole('listitem').filter({ hasText: 'Up to $2 million per project.' });
  await expect(reply).toContainText(staff.displayName);
  const question = thread.getByRole('listitem').filter({ hasText: 'What bonding capacity do you need?' });
  const replyBox = await reply.locator('div').first().boundingBox();
  const questionBox = await question.locator('div').first().boundingBox();
  expect(replyBox?.x).toBeLessThan(questionBox?.x ?? 0);

  // Back to the inbox: answered now. Then the vendor page's Messages panel starts a new conversation.
  await page.getByRole('link', { name: 'Back to Messages' }).click();
  await expect(listed).not.toContainText('Awaiting reply');
  await listed.getByRole('link', { name: subject }).click();
  await page.getByRole('link', { name: vendor.name }).click();
  await expect(page).toHaveURL(new RegExp(`/console/vendors/${vendorId}\\?tab=messages$`));
  const panel = page.getByRole('region', { name: 'Messages' });
  await expect(panel.getByRole('listitem', { name: subject })).toBeVisible();
  await expectAccessible(page, 'vendor messages panel');
  const started = `Site visit ${tag}`;
  const start = panel.getByRole('form', { name: 'Start a conversation' });
  await start.getByLabel('Subject').fill(started);
  await start.getByLabel('Message').fill('Can we visit your yard next week?');
  await start.getByRole('button', { name: 'Start conversation' }).click();
  await expect(toast(page, 'Conversation started.')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: started })).toContainText(staff.displayName);

  await hub.reload();
  await expect(hub.getByRole('heading', { name: started })).toBeVisible({ timeout: 20_000 });
  await expect(hub.getByRole('article').filter({ hasText: started })).toContainText(
    'Can we visit your yard next week?',
  );
});
