'use client';

import { useId, type ReactNode } from 'react';

import { demoByEmail } from '@/content/demo';
import { CONTACT } from '@/content/site';

import { DEMO_DIALOG_ID, openDemoDialog, preloadDemoForm } from './demo-store';

const BY_EMAIL = `mailto:${CONTACT.email}?subject=${encodeURIComponent(demoByEmail.subject)}&body=${encodeURIComponent(demoByEmail.body)}`;

interface ScheduleDemoButtonProps {
  children: ReactNode;
  className?: string;
}

/**
 * Opens the booking dialog (rendered once by DemoBooking); the form's code starts loading on
 * intent. `aria-controls` also lets the early-input script open the dialog's frame before this
 * code has run (lib/early-input-script.mjs). Without JavaScript the button is hidden and a link of
 * the same look starts an email to the team instead, saying so beneath (in the hero's row of
 * buttons, the note goes last).
 */
export function ScheduleDemoButton({ children, className }: ScheduleDemoButtonProps) {
  const noteId = useId();
  const preload = () => {
    preloadDemoForm().catch(() => undefined); // a click tries again and reports the failure
  };
  return (
    <>
      {/* The style exists only without JavaScript: the button goes, and the noscript's box too
          (`contents`), so that in a row of buttons the link takes the button's place and the note
          goes a line below the row. */}
      <noscript data-demo-by-email>
        <style>{`button[aria-controls="${DEMO_DIALOG_ID}"]{display:none}[data-demo-by-email]{display:contents}`}</style>
        <a href={BY_EMAIL} aria-describedby={noteId} className={className}>
          {children}
        </a>
        <span id={noteId} className="order-last mt-2 block basis-full text-sm">
          {demoByEmail.note}
        </span>
      </noscript>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-controls={DEMO_DIALOG_ID}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={(event) => openDemoDialog(event.currentTarget)}
      >
        {children}
      </button>
    </>
  );
}
