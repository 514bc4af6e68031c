'use client';

import type { ReactNode } from 'react';

import { openDemoDialog, preloadDemoDialog } from './demo-store';

interface ScheduleDemoButtonProps {
  children: ReactNode;
  className?: string;
}

/** Opens the booking dialog (rendered once by DemoBooking); its code starts loading on intent. */
export function ScheduleDemoButton({ children, className }: ScheduleDemoButtonProps) {
  const preload = () => {
    preloadDemoDialog().catch(() => undefined); // a click tries again and reports the failure
  };
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(event) => openDemoDialog(event.currentTarget)}
    >
      {children}
    </button>
  );
}
