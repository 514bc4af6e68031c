'use client';

import { useEffect } from 'react';

import { rememberLanding } from '@/lib/lead-session';

/** Remembers, once per tab, the address and referrer the visitor landed with (lib/lead-session.ts). */
export function LeadLanding() {
  useEffect(rememberLanding, []);
  return null;
}
