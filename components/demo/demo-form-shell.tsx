import type { ReactNode, Ref } from 'react';

import { demoDialogText } from '@/content/demo';
import {
  DEFAULT_URGENCY,
  FIELD_HINTS,
  FIELD_LABELS,
  LIMITS,
  NO_TIME_PREFERENCE,
  TIME_SLOTS,
  URGENCY_OPTIONS,
} from '@/lib/demo-fields';
import type { DemoFormValues } from '@/lib/demo-schema';

import { SHELL_FORM, SHELL_SUBMITTED } from '@/lib/early-input-script.mjs';

import { CHOICE, FieldFrame, inputClass } from './field-frame';
import { FORM_ACTIONS, FormActions, PrivacyNote, RequiredNote, cancelButton, submitButton } from './form-parts';

/** The fields the shell takes typing in, by name (the date waits for its calendar). */
const TYPED = ['fullName', 'email', 'phone', 'preferredTime', 'urgency', 'description'] as const;

/** What the visitor did in the shell, handed to the form when its code has come. */
export interface ShellState {
  values: Partial<Pick<DemoFormValues, (typeof TYPED)[number]>>;
  /** The field or button that had focus, and its selection (text fields). */
  focus: { id: string; start: number | null; end: number | null } | null;
  /** The visitor submitted (Enter in a field, or Submit): the form submits as it takes over. */
  submitted: boolean;
}

/** Reads what was typed and chosen in the shell, and where focus is. */
export function readShell(form: HTMLFormElement | null): ShellState | null {
  if (!form) return null;
  const data = new FormData(form);
  const values: ShellState['values'] = {};
  for (const name of TYPED) {
    const value = data.get(name);
    if (typeof value !== 'string') continue;
    if (name === 'urgency') {
      const urgency = URGENCY_OPTIONS.find((option) => option.value === value);
      if (urgency) values.urgency = urgency.value;
    } else values[name] = value;
  }
  const active = form.ownerDocument.activeElement;
  return {
    values,
    // Fields, the buttons and the notice's links: each has the same id in the form.
    focus:
      active instanceof HTMLElement && active.id && form.contains(active)
        ? { id: active.id, ...selectionOf(active) }
        : null,
    submitted: form.hasAttribute(SHELL_SUBMITTED),
  };
}

function selectionOf(field: HTMLElement) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return { start: null, end: null };
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return { start: null, end: null }; // a kind of input without a caret
  }
}

interface DemoFormShellProps {
  ref: Ref<HTMLFormElement>;
  /** The id of the dialog's `<form method="dialog">`: Cancel closes the dialog through it, without code. */
  closeForm: string;
  /** Where the form's Saving status goes: "Loading the form…", or a failed load with Try again. */
  status: ReactNode;
}

/**
 * The booking form as it is drawn before its code has come (components/demo/demo-form.tsx is the
 * form itself, with the same fields, ids and look): plain fields in the page's HTML, so that a
 * visitor who taps Schedule a Demo types at once, even before the page's code has run. A submit
 * (Enter in a field, or Submit, `aria-disabled` as in an empty form) is never the browser's: the
 * early-input script marks the form instead (lib/early-input-script.mjs), and the form submits
 * as it takes over. Cancel closes the dialog. When the form's code comes, the form takes over
 * what was typed and chosen, the focus and the submit (`readShell`). The date field waits for
 * its calendar, as in the form.
 */
export function DemoFormShell({ ref, closeForm, status }: DemoFormShellProps) {
  const id = (name: string) => `demo-${name}`;
  const described = (name: keyof typeof FIELD_HINTS) => ({ 'aria-describedby': `${id(name)}-hint` });
  return (
    <form ref={ref} noValidate {...{ [SHELL_FORM]: '' }} className="relative px-5 pt-4 pb-5 sm:px-8 sm:pb-7">
      <RequiredNote />
      <div className="mt-4 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FieldFrame id={id('fullName')} label={FIELD_LABELS.fullName} required>
            <input
              id={id('fullName')}
              name="fullName"
              required
              autoComplete="name"
              maxLength={LIMITS.fullNameMax}
              className={inputClass}
            />
          </FieldFrame>
        </div>
        <FieldFrame id={id('email')} label={FIELD_LABELS.email} required>
          <input
            id={id('email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.emailMax}
            className={inputClass}
          />
        </FieldFrame>
        <FieldFrame id={id('phone')} label={FIELD_LABELS.phone} required hint={FIELD_HINTS.phone}>
          <input
            id={id('phone')}
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            {...described('phone')}
            className={inputClass}
          />
        </FieldFrame>
        <FieldFrame id={id('preferredDate')} label={FIELD_LABELS.preferredDate} hint={FIELD_HINTS.preferredDate}>
          <input
            id={id('preferredDate')}
            readOnly
            placeholder="DD/MM/YYYY"
            {...described('preferredDate')}
            className={`${inputClass} cursor-pointer pr-11`}
          />
        </FieldFrame>
        <FieldFrame id={id('preferredTime')} label={FIELD_LABELS.preferredTime} hint={FIELD_HINTS.preferredTime}>
          <select
            id={id('preferredTime')}
            name="preferredTime"
            defaultValue=""
            {...described('preferredTime')}
            className={`${inputClass} pr-8`}
          >
            <option value="">{NO_TIME_PREFERENCE}</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </select>
        </FieldFrame>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">{FIELD_LABELS.urgency}</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {URGENCY_OPTIONS.map((option) => (
              <label key={option.value} className={CHOICE}>
                <input
                  type="radio"
                  id={`${id('urgency')}-${option.value}`}
                  name="urgency"
                  value={option.value}
                  defaultChecked={option.value === DEFAULT_URGENCY}
                  className="size-4 accent-brand-600"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <FieldFrame id={id('description')} label={FIELD_LABELS.description} hint={FIELD_HINTS.description}>
            <textarea
              id={id('description')}
              name="description"
              rows={4}
              maxLength={LIMITS.descriptionMax}
              {...described('description')}
              className={`${inputClass} resize-y`}
            />
          </FieldFrame>
        </div>
      </div>
      <div className="mt-5">{status}</div>
      <PrivacyNote />
      <FormActions>
        <button id={FORM_ACTIONS.cancel} type="submit" form={closeForm} className={cancelButton}>
          {demoDialogText.cancel}
        </button>
        <button id={FORM_ACTIONS.submit} type="submit" aria-disabled="true" className={submitButton}>
          {demoDialogText.submit}
        </button>
      </FormActions>
    </form>
  );
}
