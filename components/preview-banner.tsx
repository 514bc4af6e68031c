'use client';

import { useEffect, useState } from 'react';

import { PREVIEW_TEXT } from '@/content/site';

const POLL_MS = 2000;
const TIMEOUT_MS = 1500;

/**
 * Emulator builds only: says whether the local Firestore emulator answers, checked every 2 s.
 * A thin strip in the page's flow under the header: its height is there from the first paint, so
 * its text appearing never moves anything, and being in the flow it never covers a control (a
 * fixed pill covered the app picker's sticky bar on phones). A polite live region announces changes.
 */
export function PreviewBanner({ emulatorOrigin }: { emulatorOrigin: string }) {
  const [connected, setConnected] = useState<boolean | null>(null);

  useEffect(() => {
    async function check() {
      let answered = false;
      try {
        const response = await fetch(emulatorOrigin, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
        answered = response.ok;
      } catch {
        // refused or timed out: the emulator is not there
      }
      setConnected(answered);
    }
    void check();
    const timer = setInterval(check, POLL_MS);
    return () => clearInterval(timer);
  }, [emulatorOrigin]);

  const text = connected === null ? '' : PREVIEW_TEXT[connected ? 'connected' : 'disconnected'];
  return (
    <div
      role="status"
      className="flex h-8 items-center justify-center gap-2 border-b border-line bg-sand text-xs font-medium noscript:hidden"
    >
      {text ? (
        <span aria-hidden="true" className={`size-2 rounded-full ${connected ? 'bg-leaf-600' : 'bg-red-700'}`} />
      ) : null}
      {text}
    </div>
  );
}
