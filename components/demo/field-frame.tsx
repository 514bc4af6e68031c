import type { ReactNode } from 'react';

// The booking form's look, shared by the form (components/demo/form-fields.tsx) and its first draw
// in the page's HTML (components/demo/demo-form-shell.tsx): no formik here.

/** Inputs: a border dark enough to see (3:1 against white), red when the field has an error. */
export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-stone-500 bg-white px-3 py-2.5 text-base text-ink shadow-xs placeholder:text-stone-500 aria-invalid:border-red-700 aria-invalid:bg-red-50/40';

/** A radio choice's label: a bordered chip, highlighted when checked. */
export const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-stone-500 px-3 py-2 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** Label above, then the control, its hint and its error. */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div>
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
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
