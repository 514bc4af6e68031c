'use client';

import { useEffect, useRef, useState } from 'react';

import { demoDialogText } from '@/content/demo';

import { FieldFrame, inputClass, useFieldState } from './fields';

/**
 * Email, with a typo hint: once the field is left, a mistyped common provider ("gmial.com") gets
 * "Did you mean …?", and a tap on it puts the fix in. Only a hint: it never blocks Submit.
 */
export function EmailField({
  label,
  maxLength,
  pattern,
  native,
}: {
  label: string;
  maxLength: number;
  pattern: string;
  native: { missing: string; invalid: string };
}) {
  const { field, meta, helpers, id, error, aria } = useFieldState('email');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The spelling lists are a chunk of their own: only a field left needs them.
  const suggest = (value: string) =>
    void import('@/lib/email-suggestion').then(
      (code) => setSuggestion(code.suggestEmail(value)),
      () => undefined,
    );

  // An address left (touched, not being typed), as one typed before the form's code came: its hint.
  const { touched } = meta;
  const typed = String(field.value ?? '');
  useEffect(() => {
    if (touched && document.activeElement !== input.current) suggest(typed);
  }, [touched, typed]);

  function accept(fixed: string) {
    void helpers.setValue(fixed);
    setSuggestion(null);
    input.current?.focus();
  }

  return (
    <FieldFrame id={id} label={label} required error={error} native={native}>
      <input
        {...field}
        ref={input}
        value={String(field.value ?? '')}
        id={id}
        type="email"
        autoComplete="email"
        required
        maxLength={maxLength}
        pattern={pattern}
        placeholder=" "
        {...aria}
        className={inputClass}
        onChange={(event) => {
          field.onChange(event);
          setSuggestion(null);
        }}
        onBlur={(event) => {
          field.onBlur(event);
          suggest(event.target.value);
        }}
      />
      <div role="status">
        {suggestion ? (
          <button
            type="button"
            onClick={() => accept(suggestion)}
            className="mt-1.5 rounded-md text-left text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {demoDialogText.didYouMean} <strong className="break-all">{suggestion}</strong>?
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
