'use client';

import { useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * A field people never see and assistive technology never reaches (hidden, out of the tab order):
 * bots that fill every input fill it, and their requests are quietly dropped.
 */
export function Honeypot({ name }: { name: string }) {
  const [field] = useField<string>(name);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={`demo-${name}`}>Website</label>
      <input {...field} id={`demo-${name}`} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** After a submit that validation stopped, focus goes to the first field in error. */
export function FocusFirstError({ form }: { form: string }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) document.getElementById(form)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount, isSubmitting, isValid]);
  return null;
}
