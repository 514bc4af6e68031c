'use client';

import type { ReactNode } from 'react';

interface ScheduleDemoButtonProps {
  children: ReactNode;
  className?: string;
}

/** Opens the demo dialog (built in the demo-booking work; until then a plain button). */
export function ScheduleDemoButton({ children, className }: ScheduleDemoButtonProps) {
  return (
    <button type="button" className={className}>
      {children}
    </button>
  );
}
