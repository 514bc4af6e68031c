import { expect, test, type Page } from './support/test';

import { demoByEmail, demoDialogText, saveMessages } from '@/content/demo';
import { CONTACT } from '@/content/site';
import { CODE_STALL_MS } from '../scripts/lib/defer-scripts.mjs';
import { LIMITS, MESSAGES } from '@/lib/demo-fields';

import { expectValues, fillRequiredFields, openDemoDialog, openFilledDemoDialog, shownIn } from './support/demo-form';
import { countFirestoreCalls, holdFirestore, storedDemoRequests } from './support/firestore';
import { codeHasCome, networkQuiet } from './support/network';
import { showsRed } from './support/pixels';
import { blockScripts, gotoBeforeTheCode } from './support/scripts';

// The booking dialog before its code: a native dialog opened by invoker commands, a form the
// browser validates and that react-dom keeps a submit of (docs/demo-booking.md, "The browser first").

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Schedule a demo' });
const shown = (page: Page, text: string) => shownIn(dialogOf(page), text);

/** What the browser answers by itself: the dialog opens and closes, typing, the spec's messages on fields left. */
async function expectTheDialogWorks(page: Page) {
  for (const [button, close] of [
    ['Schedule a Demo', 'Escape'],
    ['Schedule Demo', 'Cancel'],
    ['Schedule a Demo', 'Close'],
  ] as const) {
    const dialog = await openDemoDialog(page, button);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  const dialog = await openDemoDialog(page);
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByLabel('Email').fill('asha@example');
  await dialog.getByLabel('Phone Number').fill('98765');
  await dialog.getByLabel('Description').focus(); // the phone number left
  await expect(shown(page, MESSAGES.atLeast('fullName', LIMITS.fullNameMin))).toBeVisible();
  await expect(shown(page, MESSAGES.email)).toBeVisible();
  await expect(shown(page, MESSAGES.phone)).toBeVisible();
  // Each is its field's description too: a screen reader back on the field hears it.
  const described = [
    ['Full Name', MESSAGES.atLeast('fullName', LIMITS.fullNameMin)],
    ['Email', MESSAGES.email],
    ['Phone Number', MESSAGES.phone],
  ] as const;
  for (const [label, message] of described)
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
  await dialog.getByLabel('Full Name').fill('');
  await dialog.getByLabel('Email').focus();
  await expect(shown(page, MESSAGES.required('fullName'))).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveAccessibleDescription(MESSAGES.required('fullName'));
  // In forced colours too, more than its words marks it: its icon keeps its red.
  await page.emulateMedia({ forcedColors: 'active' });
  await expect.poll(() => showsRed(shown(page, MESSAGES.required('fullName')))).toBe(true);
  await page.emulateMedia({ forcedColors: 'none' });
  await dialog.getByLabel('Full Name').fill('Asha Rao');
  await dialog.getByLabel('Email').fill('asha@example.in');
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('Description').focus();
  const messages = [
    MESSAGES.atLeast('fullName', LIMITS.fullNameMin),
    MESSAGES.email,
    MESSAGES.phone,
    MESSAGES.required('fullName'),
  ];
  for (const message of messages) await expect(shown(page, message)).toHaveCount(0);
  for (const [label] of described)
    await expect(dialog.getByLabel(label)).not.toHaveAccessibleDescription(new RegExp(messages.join('|')));
  return dialog;
}

async function fillBeforeTheCode(page: Page, email: string, button?: string) {
  const release = await gotoBeforeTheCode(page, '/home');
  const dialog = await openFilledDemoDialog(page, email, button);
  return { dialog, release };
}

test.describe('the booking dialog before its code', () => {
  // Without the page's code (JavaScript off, or a script of it that could not load), the form goes
  // by email instead of a Submit that would do nothing.
  for (const [noCode, note] of [
    ['without JavaScript', demoByEmail.note],
    ['when its scripts cannot load', demoByEmail.failed],
  ] as const)
    test.describe(noCode, () => {
      test.use({ javaScriptEnabled: noCode !== 'without JavaScript' });

      test('it works, and sends by email what was typed instead of saving', async ({ page }) => {
        if (noCode === 'when its scripts cannot load') await blockScripts(page);
        await page.goto('/home');
        const dialog = await expectTheDialogWorks(page);
        await expect(dialog.getByRole('button', { name: 'Submit' })).toBeHidden();
        const byEmail = dialog.getByRole('button', { name: demoByEmail.send });
        await expect(byEmail).toBeVisible();
        await expect(byEmail).toHaveAccessibleDescription(note);
        // The date is picked in a calendar, which is code: the field is not offered; the time is.
        await expect(dialog.getByLabel('Preferred Date')).toBeHidden();
        await expect(dialog.getByLabel('Preferred Time')).toBeVisible();

        // What the visitor's mail app is given: what they typed and chose, not the date they could not
        // pick. (The hidden field that catches bots goes too, empty: it must be in the HTML.)
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.enable');
        const mail = new Promise<string>((resolve) =>
          cdp.on('Page.frameRequestedNavigation', ({ url }) => url.startsWith('mailto:') && resolve(url)),
        );
        await dialog.getByLabel('Description').fill('A corner plot');
        await byEmail.click();
        // To the team's inbox, with the subject, as text.
        const url = new URL(await mail);
        expect(url.pathname).toBe(CONTACT.email);
        expect(url.searchParams.get('subject')).toBe(demoByEmail.subject);
        const lines = (url.searchParams.get('body') ?? '').split(/\r?\n/);
        const typed = [
          'fullName=Asha Rao',
          'email=asha@example.in',
          'phone=9876543210',
          'preferredTime=',
          'urgency=normal',
        ];
        expect(lines).toEqual(expect.arrayContaining([...typed, 'description=A corner plot']));
        expect(lines.filter((line) => line.startsWith('preferredDate'))).toEqual([]);
      });
    });

  test('a page whose code has not come a while after its first paint offers Send by email, and Submit once it runs', async ({
    page,
  }) => {
    await page.clock.install(); // the page's clock, to go through the wait at once
    const release = await gotoBeforeTheCode(page, '/home');
    const dialog = await openDemoDialog(page);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
    // A stalled connection: the loader gives up waiting.
    await page.clock.fastForward(CODE_STALL_MS);
    await expect(dialog.getByRole('button', { name: demoByEmail.send })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeHidden();
    await expect(dialog.getByText(demoByEmail.failed)).toBeVisible();
    release(); // the code comes after all
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: demoByEmail.send })).toBeHidden();
    await expect(dialog.getByText(demoByEmail.failed)).toBeHidden();
  });

  test.describe('with its scripts held back', () => {
    test('Submit looks unavailable while the form is not valid; on an empty form it shows every required message', async ({
      page,
    }) => {
      await gotoBeforeTheCode(page, '/home');
      const dialog = await openDemoDialog(page);
      const submit = dialog.getByRole('button', { name: 'Submit' });
      const fill = () => submit.evaluate((button) => getComputedStyle(button).backgroundColor);
      const dimmed = await fill();
      await submit.click();
      await page.mouse.move(0, 0); // Submit's colour at rest, not hovered
      for (const field of ['fullName', 'email', 'phone'] as const)
        await expect(shown(page, MESSAGES.required(field))).toBeVisible();
      await expect(dialog.getByLabel('Full Name')).toBeFocused();
      await fillRequiredFields(page, 'asha@example.in');
      await expect.poll(fill).not.toBe(dimmed);
      await dialog.getByLabel('Phone Number').fill('98765');
      await expect.poll(fill).toBe(dimmed);
    });

    test('what was typed, and the fields left, are kept when the code comes', async ({ page }) => {
      const release = await gotoBeforeTheCode(page, '/home');
      const dialog = await openDemoDialog(page);
      await dialog.getByLabel('Full Name').fill('A');
      await dialog.getByLabel('Email').fill('asha.rao@example.in');
      await dialog.getByLabel('Description').fill('A corner plot');
      await dialog.getByRole('radio', { name: 'High' }).check();
      await expect(shown(page, MESSAGES.atLeast('fullName', LIMITS.fullNameMin))).toBeVisible();
      release();
      // The code's answer: Submit unavailable, as the form is not valid yet.
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await expectValues(dialog, { 'Full Name': 'A', Email: 'asha.rao@example.in', Description: 'A corner plot' });
      await expect(dialog.getByRole('radio', { name: 'High' })).toBeChecked();
      await expect(shown(page, MESSAGES.atLeast('fullName', LIMITS.fullNameMin))).toBeVisible();
      await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    });

    test('a Submit, even twice, is kept and saves one booking once the code comes; another then joins it', async ({
      page,
      email,
    }) => {
      const releaseSave = await holdFirestore(page);
      const calls = countFirestoreCalls(page);
      const { dialog, release } = await fillBeforeTheCode(page, email);
      await dialog.getByRole('button', { name: 'Submit' }).dblclick();
      await expect(dialog).toBeVisible(); // nothing is lost while the code is on its way
      release();
      const submitting = dialog.getByRole('button', { name: demoDialogText.submitting });
      await expect(submitting).toBeDisabled();
      // A third tap, now on the code's form, while the kept submit is still saving: it joins it.
      await submitting.click({ force: true });
      releaseSave();
      await expect(page.getByRole('status').filter({ hasText: saveMessages.saved })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await storedDemoRequests(email)).length).toBe(1);
      await networkQuiet(page); // a second write, were there one, has been sent by now
      expect(await storedDemoRequests(email)).toHaveLength(1);
      // One write: a second with the same id would also leave one document.
      expect(calls).toHaveLength(1);
    });

    for (const [button, source] of [
      ['Schedule Demo', 'closing'],
      ['Schedule a Demo', 'hero'],
    ] as const)
      test(`opened by "${button}" before the code, the booking still says by which button`, async ({ page, email }) => {
        const { dialog, release } = await fillBeforeTheCode(page, email, button);
        await dialog.getByRole('button', { name: 'Submit' }).click();
        release();
        await expect(page.getByRole('status').filter({ hasText: saveMessages.saved })).toBeVisible();
        const [stored] = await storedDemoRequests(email);
        expect(stored?.data.context).toMatchObject({ button: source });
      });

    test('Enter on Preferred Date before the code sends nothing', async ({ page, email }) => {
      const calls = countFirestoreCalls(page);
      const { dialog, release } = await fillBeforeTheCode(page, email);
      await dialog.getByLabel('Preferred Date').press('Enter'); // the hint's key to choose a day
      release();
      await codeHasCome(page);
      await networkQuiet(page);
      expect(calls).toHaveLength(0);
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: saveMessages.saved })).toHaveCount(0);
      expect(await storedDemoRequests(email)).toHaveLength(0);
    });

    test('a Submit, then Cancel: nothing is sent when the code comes, and what was typed is still there', async ({
      page,
      email,
    }) => {
      const calls = countFirestoreCalls(page);
      const { dialog, release } = await fillBeforeTheCode(page, email);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      release();
      await codeHasCome(page);
      await networkQuiet(page);
      expect(calls).toHaveLength(0);
      await expect(page.getByRole('status').filter({ hasText: saveMessages.saved })).toHaveCount(0);
      await openDemoDialog(page);
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
      expect(await storedDemoRequests(email)).toHaveLength(0);
    });
  });
});
