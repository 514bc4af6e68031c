'use client';

import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useLayoutEffect, useRef } from 'react';

import { demoDialogText } from '@/content/demo';
import {
  FIELD_HINTS,
  FIELD_LABELS,
  INITIAL_DEMO_VALUES,
  LIMITS,
  MESSAGES,
  NO_TIME_PREFERENCE,
  TIME_SLOTS,
  URGENCY_OPTIONS,
  demoSchema,
  type DemoFormValues,
  type DemoRequest,
} from '@/lib/demo-schema';

import type { ShellState } from './demo-form-shell';
import { triedRequest } from './demo-store';
import { EmailField } from './email-field';
import { ChoiceField, SelectField, TextField } from './form-fields';
import { FocusFirstError, Honeypot } from './form-guards';
import { FORM_ACTIONS, FormActions, PrivacyNote, RequiredNote, cancelButton, submitButton } from './form-parts';
import { PreferredDateField, preloadCalendar } from './preferred-date-field';
import { loadOnce } from '@/lib/load-once';
import { slotHasStarted } from '@/lib/preferred-date';

// The confirmation shown after a save travels in this chunk: it is loaded by then.
export { BookingConfirmation } from './booking-confirmation';

// The calendar's code is asked for as soon as the form's has come, before the form is even drawn:
// the form is usable without it, and had the connection to itself until now.
preloadCalendar().catch(() => undefined); // the date field tries again when focused

const HONEYPOT = 'website';
type FormValues = DemoFormValues & { [HONEYPOT]: string };

export interface DemoFormProps {
  onCancel: () => void;
  /** Called with the stored booking (null for a bot caught by the honeypot: nothing was stored). */
  onSaved: (booking: DemoRequest | null) => void;
  /** Told when a save starts and when it fails: the dialog cannot be closed in between. */
  onSaving: (saving: boolean) => void;
  /** What was typed in the form's first draw before this code came, and where focus was. */
  start?: ShellState | null;
}

/** Submits once, as the form takes over a first draw the visitor had already submitted. */
function SubmitOnMount() {
  const { submitForm } = useFormikContext();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void submitForm();
  }, [submitForm]);
  return null;
}

function touchedFrom(start: ShellState | null) {
  const left = Object.entries(start?.values ?? {}).filter(
    ([name, value]) => value !== '' && `demo-${name}` !== start?.focus?.id,
  );
  return Object.fromEntries(left.map(([name]) => [name, true]));
}

/**
 * The Firebase SDK, in a chunk of its own: the form is usable without it, so it loads while the
 * visitor types. A failed load is retried by the next submit.
 */
const loadBackend = loadOnce(() => import('@/lib/demo-requests'));

/** The schedule-demo form: the one schema validates, lib/demo-requests saves. */
export function DemoForm({ onCancel, onSaved, onSaving, start = null }: DemoFormProps) {
  // Guards the save itself, not just the button: a double click must never write twice.
  const saving = useRef(false);
  const focus = useRef(start?.focus ?? null);

  // Focus stays where the visitor was in the first draw, caret and all: this runs before the
  // browser paints the swap, so no keystroke finds the field gone.
  useLayoutEffect(() => {
    const at = focus.current;
    const field = at && document.getElementById(at.id);
    if (!at || !(field instanceof HTMLElement)) return;
    field.focus();
    if (at.start === null || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    try {
      field.setSelectionRange(at.start, at.end ?? at.start);
    } catch {
      // a kind of input without a caret (email): the caret goes to its end
    }
  }, []);

  useEffect(() => {
    loadBackend().catch(() => undefined); // a submit loads it again and reports the failure
  }, []);

  async function submit(values: FormValues, { setStatus }: FormikHelpers<FormValues>) {
    if (saving.current) return;
    saving.current = true;
    onSaving(true);
    setStatus(undefined);
    try {
      // A bot filled the field people never see: it gets the usual thanks, and nothing is written.
      if (values[HONEYPOT] !== '') {
        onSaved(null);
        return;
      }
      const backend = await loadBackend();
      const booking = await backend.demoRequestFor(values, triedRequest.get());
      triedRequest.set(booking);
      await backend.saveDemoRequest(booking);
      triedRequest.set(null);
      onSaved(booking);
    } catch (error) {
      console.error('Saving the demo request failed:', error);
      setStatus(MESSAGES.failed);
      saving.current = false;
      onSaving(false);
    }
  }

  return (
    <Formik<FormValues>
      initialValues={{ ...INITIAL_DEMO_VALUES, ...start?.values, [HONEYPOT]: '' }}
      // A field filled and left in the first draw shows its error at once, as if left here.
      initialTouched={touchedFrom(start)}
      validationSchema={demoSchema}
      validateOnMount
      onSubmit={submit}
    >
      {({ isValid, isSubmitting, status, values }) => (
        <Form id="demo-form" noValidate className="relative px-5 pt-4 pb-5 sm:px-8 sm:pb-7">
          <FocusFirstError form="demo-form" />
          {start?.submitted ? <SubmitOnMount /> : null}
          <RequiredNote />
          <div className="mt-4 grid gap-x-5 gap-y-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextField
                name="fullName"
                label={FIELD_LABELS.fullName}
                required
                autoComplete="name"
                maxLength={LIMITS.fullNameMax}
              />
            </div>
            <EmailField label={FIELD_LABELS.email} maxLength={LIMITS.emailMax} />
            <TextField
              name="phone"
              label={FIELD_LABELS.phone}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint={FIELD_HINTS.phone}
            />
            <PreferredDateField label={FIELD_LABELS.preferredDate} />
            <SelectField
              name="preferredTime"
              label={FIELD_LABELS.preferredTime}
              hint={FIELD_HINTS.preferredTime}
              placeholder={NO_TIME_PREFERENCE}
              options={TIME_SLOTS.map((slot) => ({
                ...slot,
                disabled: slotHasStarted(values.preferredDate, slot.value),
              }))}
            />
            <div className="sm:col-span-2">
              <ChoiceField name="urgency" legend={FIELD_LABELS.urgency} options={URGENCY_OPTIONS} />
            </div>
            <div className="sm:col-span-2">
              <TextField
                name="description"
                label={FIELD_LABELS.description}
                multiline
                maxLength={LIMITS.descriptionMax}
                hint={FIELD_HINTS.description}
              />
            </div>
          </div>
          <Honeypot name={HONEYPOT} />
          <div
            role="alert"
            className={
              status ? 'mt-5 rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800' : ''
            }
          >
            {status}
          </div>
          <p role="status" className={isSubmitting ? 'mt-5 text-sm font-medium text-ink-soft' : ''}>
            {isSubmitting ? demoDialogText.saving : ''}
          </p>
          <PrivacyNote />
          <FormActions>
            <button
              id={FORM_ACTIONS.cancel}
              type="button"
              aria-disabled={isSubmitting || undefined}
              onClick={() => isSubmitting || onCancel()}
              className={cancelButton}
            >
              {demoDialogText.cancel}
            </button>
            <button
              id={FORM_ACTIONS.submit}
              type="submit"
              aria-disabled={!isValid || isSubmitting}
              onClick={(event) => isSubmitting && event.preventDefault()}
              className={submitButton}
            >
              {isSubmitting ? (
                <>
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  />
                  {demoDialogText.submitting}
                </>
              ) : (
                demoDialogText.submit
              )}
            </button>
          </FormActions>
        </Form>
      )}
    </Formik>
  );
}
