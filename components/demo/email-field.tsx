'use client';

import { useRef, useState } from 'react';

import { demoDialogText } from '@/content/demo';
import { suggestEmail } from '@/lib/email-suggestion';

import { FieldFrame, inputClass } from './field-frame';
import { useFieldState } from './form-fields';

/**
 * Email, with a typo hint: once the field is left, a mistyped common provider ("gmial.com") gets
 * "Did you mean …?", and a tap on it puts the fix in. Only a hint: it never blocks Submit.
 */
export function EmailField({ label, maxLength }: { label: string; maxLength: number }) {
  const { field, meta, helpers, id, error, aria } = useFieldState('email');
  // An address typed and left before the form's code came gets its hint as the form takes over.
  const [suggestion, setSuggestion] = useState(() => (meta.touched ? suggestEmail(String(field.value ?? '')) : null));
  const input = useRef<HTMLInputElement>(null);

  function accept(fixed: string) {
    void helpers.setValue(fixed);
    setSuggestion(null);
    input.current?.focus();
  }

  return (
    <FieldFrame id={id} label={label} required error={error}>
      <input
        {...field}
        ref={input}
        value={String(field.value ?? '')}
        id={id}
        type="email"
        autoComplete="email"
        required
        maxLength={maxLength}
        {...aria}
        className={inputClass}
        onChange={(event) => {
          field.onChange(event);
          setSuggestion(null);
        }}
        onBlur={(event) => {
          field.onBlur(event);
          setSuggestion(suggestEmail(event.target.value));
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
