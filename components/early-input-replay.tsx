'use client';

import { useEffect } from 'react';

import { replayEarlyInput } from '@/lib/early-input';

/**
 * The late half, rendered last in the root layout's <body>: its effect runs once the page has
 * hydrated and the effects before it have run, and replays the taps the early script kept. It
 * waits one task more, for the re-render React makes right after hydration where the browser's
 * values differ from the HTML's (the URL's view mode, the tabs' orientation at this width), so
 * that a tap or a key meets the page as it now is. Input meanwhile is still kept, in order.
 */
export function EarlyInputReplay() {
  useEffect(() => {
    const timer = setTimeout(() => void replayEarlyInput());
    return () => clearTimeout(timer);
  }, []);
  return null;
}
