'use client';

import type { ReactNode } from 'react';

import { DEMO_DIALOG_ID, openDemoDialog, preloadDemoForm } from './demo-store';

interface ScheduleDemoButtonProps {
  children: ReactNode;
  className?: string;
}

/**
 * Opens the booking dialog (rendered once by DemoBooking); the form's code starts loading on
 * intent. `aria-controls` also lets the early-input script open the dialog's frame before this
 * code has run (lib/early-input-script.mjs).
 */
export function ScheduleDemoButton({ children, className }: ScheduleDemoButtonProps) {
  const preload = () => {
    preloadDemoForm().catch(() => undefined); // a click tries again and reports the failure
  };
  return (
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
  );
}
