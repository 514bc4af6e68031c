import type { ReactNode } from 'react';

import { invoke } from '@/components/invoker';

/** The booking dialog's id (components/demo/demo-booking.tsx): every Schedule Demo button opens it. */
export const DEMO_DIALOG_ID = 'demo-dialog';

/** Which button opened the dialog: the hero's, the closing section's, the app picker's panel's. */
export type DemoSource = 'hero' | 'closing' | 'apps';

interface ScheduleDemoButtonProps {
  children: ReactNode;
  className?: string;
  /** Sent with the booking, so the sales team knows where it came from. */
  source: DemoSource;
}

/**
 * Opens the booking dialog: an invoker command, so the browser opens it at the tap, before the
 * page's code has run and without JavaScript (where a browser lacks invoker commands, the dialog's
 * code opens it).
 */
export function ScheduleDemoButton({ children, className, source }: ScheduleDemoButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-demo-source={source}
      {...invoke(DEMO_DIALOG_ID, 'show-modal')}
    >
      {children}
    </button>
  );
}
