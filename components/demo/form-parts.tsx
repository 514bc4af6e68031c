import type { ReactNode } from 'react';

import { NavLink } from '@/components/nav-link';
import { buttonPrimary, buttonSecondary } from '@/components/styles';
import { demoDialogText } from '@/content/demo';
import { GRIEVANCE_OFFICER, bookingPrivacyNotice } from '@/content/privacy';
import { ROUTES } from '@/content/routes.mjs';

/**
 * The parts the booking form and its first draw (demo-form-shell.tsx) share, so that the swap from
 * one to the other changes nothing the visitor sees: the note above the fields, the privacy notice
 * and the two buttons' frame and looks.
 */

export function RequiredNote() {
  return (
    <p className="text-sm text-ink-muted">
      {demoDialogText.requiredBefore} <span className="text-red-700">*</span> {demoDialogText.requiredAfter}
    </p>
  );
}

/**
 * The privacy notice beside Submit, with the grievance officer's address (DECISIONS.md, "After a
 * booking"); its link opens a new tab, so that reading it loses nothing typed.
 */
export function PrivacyNote() {
  const link = 'font-medium text-brand-700 underline underline-offset-2';
  return (
    <p className="mt-5 text-xs leading-5 text-ink-muted">
      {bookingPrivacyNotice.text} {bookingPrivacyNotice.grievance}{' '}
      <a id={FORM_ACTIONS.mail} href={`mailto:${GRIEVANCE_OFFICER.email}`} className={`${link} break-words`}>
        {GRIEVANCE_OFFICER.email}
      </a>
      .{' '}
      <NavLink
        id={FORM_ACTIONS.privacy}
        link={{ label: bookingPrivacyNotice.link, href: ROUTES.privacy, external: true }}
        className={link}
      />
    </p>
  );
}

/**
 * The ids of the buttons and links below the fields, the same in the form and its first draw, so
 * that focus on one stays on it as the form takes over.
 */
export const FORM_ACTIONS = {
  cancel: 'demo-cancel',
  submit: 'demo-submit',
  mail: 'demo-privacy-mail',
  privacy: 'demo-privacy-link',
} as const;

/** Cancel, then Submit (Submit first on a phone, above Cancel). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

export const cancelButton = `${buttonSecondary} px-5 py-2.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;
export const submitButton = `${buttonPrimary} min-w-32 px-5 py-2.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;
