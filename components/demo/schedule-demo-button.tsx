import type { ReactNode } from 'react';

import { invoke } from '@/components/invoker';
import type { DemoButton } from '@/lib/lead-context';

/** The booking dialog's id (components/demo/demo-booking.tsx): every Schedule Demo button opens it. */
export const DEMO_DIALOG_ID = 'demo-dialog';

interface ScheduleDemoButtonProps {
  children: ReactNode;
  className?: string;
  /** Sent with the booking, so the sales team knows where it came from. */
  source: DemoButton;
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
