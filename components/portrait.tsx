import type { PortraitTraits } from '@/content/team';

/** A drawn head-and-shoulders portrait; decorative, since the name sits beside it. */
export function Portrait({ traits }: { traits: PortraitTraits }) {
  const { skin, hair, background, hairStyle } = traits;
  return (
    <svg viewBox="0 0 120 120" className="size-full" aria-hidden="true">
      <rect width="120" height="120" fill={background} />
      {hairStyle === 'long' && <path d="M34 58c0-22 11-34 26-34s26 12 26 34v34H34z" fill={hair} />}
      <path d="M24 120c2-22 17-34 36-34s34 12 36 34z" fill="#13243a" opacity="0.85" />
      <rect x="52" y="70" width="16" height="18" rx="6" fill={skin} />
      <ellipse cx="60" cy="56" rx="19" ry="22" fill={skin} />
      {hairStyle === 'short' && (
        <path d="M41 52c0-15 8-23 19-23s19 8 19 23c-4-7-11-11-19-11s-15 4-19 11z" fill={hair} />
      )}
      {hairStyle === 'long' && <path d="M41 54c1-15 8-22 19-22s18 7 19 22c-6-8-12-12-19-12s-13 4-19 12z" fill={hair} />}
      {hairStyle === 'bun' && (
        <>
          <circle cx="60" cy="27" r="9" fill={hair} />
          <path d="M41 52c0-14 8-21 19-21s19 7 19 21c-5-7-11-10-19-10s-14 3-19 10z" fill={hair} />
        </>
      )}
      {hairStyle === 'bald' && (
        <path d="M42 48c2-11 9-17 18-17s16 6 18 17c-5-5-11-7-18-7s-13 2-18 7z" fill={hair} opacity="0.35" />
      )}
      <circle cx="53" cy="57" r="2" fill="#13243a" />
      <circle cx="67" cy="57" r="2" fill="#13243a" />
      <path d="M54 67c4 3 8 3 12 0" stroke="#13243a" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
