'use client';

import { useField } from 'formik';
import type { ComponentProps } from 'react';

import { CHOICE, FieldFrame, inputClass } from './field-frame';

/** The ids and ARIA wiring of one field: its error shows only once the field is touched. */
export function useFieldState(name: string, hint?: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const id = `demo-${name}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return {
    field,
    meta,
    helpers,
    id,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

type TextFieldProps = { name: string; label: string; hint?: string; multiline?: boolean } & Omit<
  ComponentProps<'input'>,
  'name' | 'id'
>;

export function TextField({ name, label, hint, multiline, required, ...inputProps }: TextFieldProps) {
  const { field, id, error, aria } = useFieldState(name, hint);
  const props = { ...field, value: String(field.value ?? ''), id, required, ...aria, className: inputClass };
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {multiline ? (
        <textarea {...props} rows={4} maxLength={inputProps.maxLength} className={`${inputClass} resize-y`} />
      ) : (
        <input {...props} {...inputProps} />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** A disabled choice stays listed, greyed: it cannot be picked (today's slots already started). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  placeholder: string;
}

export function SelectField({ name, label, hint, options, placeholder }: SelectFieldProps) {
  const { field, id, error, aria } = useFieldState(name, hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select {...field} value={String(field.value ?? '')} id={id} {...aria} className={`${inputClass} pr-8`}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A radio group: one choice of a few, all visible at once. */
export function ChoiceField({
  name,
  legend,
  options,
}: Omit<SelectFieldProps, 'placeholder' | 'label' | 'hint'> & { legend: string }) {
  const [field] = useField<string>(name);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={CHOICE}>
            <input
              type="radio"
              // The same id as in the form's first draw, so that focus stays on it as this takes over.
              id={`demo-${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
