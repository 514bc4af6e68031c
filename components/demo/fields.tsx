'use client';

import { useField } from 'formik';
import { useLayoutEffect, useRef, type ComponentProps, type FocusEvent, type ReactNode } from 'react';

import { Icon } from '@/components/icon';

/** Inputs: a border dark enough to see (3:1 against white), red when the field has an error. */
export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-stone-500 bg-white px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-500 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 [form:not([novalidate])_&:user-invalid]:border-red-700';

const errorClass = 'mt-1 flex gap-1.5 text-sm font-medium text-red-700';

/** An error is marked by an icon as well as its colour, which forced colours take from its text. */
const ErrorIcon = () => <Icon name="ui:alert" className="mt-0.5 size-4 shrink-0" />;

/**
 * Before the form's code, the browser validates (the form has no `novalidate` yet) and marks a field
 * the visitor typed in and left, or tried to send, `:user-invalid`: these messages, in the HTML,
 * show then. An empty field shows `missing` (its placeholder, a space, is shown), any other
 * `invalid`. Once the code runs, it sets `novalidate` (these stay hidden) and shows the schema's.
 * Their box is always drawn and describes the field: a screen reader hears the one shown.
 */
const nativeShown = {
  missing: 'hidden [form:not([novalidate])_:user-invalid:placeholder-shown~div_&]:flex',
  invalid: 'hidden [form:not([novalidate])_:user-invalid:not(:placeholder-shown)~div_&]:flex',
};

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The browser's verdicts' messages, before the code (above). */
  native?: Record<keyof typeof nativeShown, string>;
  children: ReactNode;
}

/** Label above, then the control, its hint and its error. */
export function FieldFrame({ id, label, required, hint, error, native, children }: FieldFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  // The error of a field left moves what comes after it: the field focused next, which the browser
  // had just scrolled into view (at the dialog's bottom edge, say), is kept in view (an open
  // calendar keeps itself in view: calendar-input.tsx).
  useLayoutEffect(() => {
    const [here, focused] = [frame.current, document.activeElement];
    if (!error || !here?.closest('form')?.contains(focused) || !(focused instanceof HTMLElement)) return;
    if (here.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
      focused.scrollIntoView({ block: 'nearest' });
  }, [error]);
  return (
    <div ref={frame}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          <ErrorIcon />
          {error}
        </p>
      ) : null}
      {native ? (
        <div id={`${id}-native`}>
          {Object.entries(nativeShown).map(([when, shown]) => (
            <p key={when} className={`${errorClass} ${shown}`}>
              <ErrorIcon />
              {native[when as keyof typeof nativeShown]}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Whether a mouse button or a pen is down (a finger's press is over before focus moves). */
let pressing = false;
if (typeof window !== 'undefined') {
  const press = (down: boolean) => () => (pressing = down);
  addEventListener('pointerdown', press(true), true);
  for (const end of ['pointerup', 'pointercancel']) addEventListener(end, press(false), true);
}

/**
 * Runs `leave` (a field left: its error shows) once the tap or click that moved focus is over.
 * Shown at once, the error moves what is below it between the press and the release, and the click
 * goes to neither: a chip or Submit tapped just below is missed.
 */
export function afterThePress(leave: () => void) {
  const later = () => setTimeout(leave);
  if (!pressing) return later();
  const released = () => {
    for (const end of ['pointerup', 'pointercancel']) removeEventListener(end, released, true);
    later();
  };
  for (const end of ['pointerup', 'pointercancel']) addEventListener(end, released, true);
}

/** The ids and ARIA wiring of one field: its error shows only once the field is touched. */
export function useFieldState(name: string, hint?: ReactNode, native = false) {
  const [props, meta, helpers] = useField<unknown>(name);
  const field = { ...props, onBlur: (event: FocusEvent) => afterThePress(() => props.onBlur(event)) };
  const id = `demo-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint && `${id}-hint`, native && `${id}-native`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return {
    field,
    helpers,
    id,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

type TextFieldProps = {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  native?: FieldFrameProps['native'];
} & Omit<ComponentProps<'input'>, 'name' | 'id'>;

export function TextField({ name, label, hint, multiline, required, native, ...inputProps }: TextFieldProps) {
  const { field, id, error, aria } = useFieldState(name, hint, !!native);
  const props = { ...field, value: String(field.value ?? ''), id, required, ...aria, className: inputClass };
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} native={native}>
      {multiline ? (
        <textarea {...props} rows={4} className={`${inputClass} resize-y`} />
      ) : (
        // The placeholder, a space, lets the style sheet tell an empty field (native, above).
        <input {...props} placeholder={native ? ' ' : undefined} {...inputProps} />
      )}
    </FieldFrame>
  );
}

/** A group of choices, all visible at once, each a chip highlighted while checked. */
export function Chips({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="md:col-span-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A chip: a radio or checkbox and its label. */
export function Chip({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-500 px-3 py-2 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800">
      <input {...input} className="size-4 accent-brand-600" />
      {label}
    </label>
  );
}
