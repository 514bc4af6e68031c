'use client';

import { useEffect, useState } from 'react';

const POLL_MS = 2000;
const TIMEOUT_MS = 1500;

export const PREVIEW_TEXT = {
  connected: 'Preview backend running in this workspace.',
  disconnected: 'Preview backend disconnected.',
} as const;

/**
 * Emulator builds only: says whether the local Firestore emulator answers, checked every 2 s.
 * A small fixed pill in the corner, with its space reserved at the end of the page, so that its
 * appearing and changing never moves anything; a polite live region announces the changes.
 */
export function PreviewBanner({ emulatorOrigin }: { emulatorOrigin: string }) {
  const [connected, setConnected] = useState<boolean | null>(null);

  useEffect(() => {
    let active = true;
    async function check() {
      let answered = false;
      try {
        const response = await fetch(emulatorOrigin, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
        answered = response.ok;
      } catch {
        // refused or timed out: the emulator is not there
      }
      if (active) setConnected(answered);
    }
    void check();
    const timer = setInterval(check, POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [emulatorOrigin]);

  const text = connected === null ? '' : PREVIEW_TEXT[connected ? 'connected' : 'disconnected'];
  return (
    <>
      <div aria-hidden="true" className="h-12" />
      <div
        role="status"
        className={`fixed bottom-3 left-3 z-30 flex h-8 items-center gap-2 rounded-full px-3 text-xs font-medium shadow-card ${
          text ? 'bg-white text-ink ring-1 ring-line' : 'invisible'
        }`}
      >
        {text ? (
          <span aria-hidden="true" className={`size-2 rounded-full ${connected ? 'bg-leaf-600' : 'bg-red-700'}`} />
        ) : null}
        {text}
      </div>
    </>
  );
}
