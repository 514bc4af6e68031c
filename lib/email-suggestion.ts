import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

// The library's lists are global; home owners in India also write these. Without them it "fixes"
// yahoo.co.in into yahoo.co.il.
const INDIAN_DOMAINS = [
  'rediffmail.com',
  'yahoo.co.in',
  'yahoo.in',
  'hotmail.co.in',
  'outlook.in',
  'zohomail.in',
  'zoho.com',
  'sify.com',
  'indiatimes.com',
];
const INDIAN_TLDS = ['in', 'co.in', 'org.in', 'net.in', 'firm.in', 'ac.in', 'edu.in', 'gov.in', 'res.in'];

const domains = [...POPULAR_DOMAINS, ...INDIAN_DOMAINS];
const topLevelDomains = [...POPULAR_TLDS, ...INDIAN_TLDS];

/**
 * The address with its domain corrected, for a mistyped common provider ("asha@gmial.com" →
 * "asha@gmail.com"), or null when there is nothing to suggest. Only a hint: it never blocks Submit.
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(trimmed)) return null;
  const suggestion = run({ email: trimmed, domains, topLevelDomains });
  return suggestion && suggestion.full.toLowerCase() !== trimmed.toLowerCase() ? suggestion.full : null;
}
