'use client';

import { useEffect } from 'react';

import { replayEarlyInput } from '@/lib/early-input';

/**
 * The late half, rendered last in the root layout's <body>: its effect runs once the page has
 * hydrated and the effects before it have run, and replays the taps the early script kept.
 */
export function EarlyInputReplay() {
  useEffect(() => replayEarlyInput(), []);
  return null;
}
