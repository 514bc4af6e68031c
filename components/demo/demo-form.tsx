'use client';

import { FormikProvider, useFormik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

import { invoke } from '@/components/invoker';
import { NavLink } from '@/components/nav-link';
import { buttonPrimary, buttonSecondary } from '@/components/styles';
import { USER_TOUCHED } from '@/components/user-validity';
import { demoByEmail, demoDialogText, saveMessages } from '@/content/demo';
import { GRIEVANCE_OFFICER, bookingPrivacyNotice } from '@/content/privacy';
import { ROUTES } from '@/content/routes.mjs';
import { CONTACT } from '@/content/site';
import {
  FIELD_HINTS,
  FIELD_LABELS,
  INITIAL_DEMO_VALUES,
  NO_TIME_PREFERENCE,
  TEXT_FIELDS,
  TIME_SLOTS,
  URGENCY_OPTIONS,
  DEMO_APPS_FIELD as APPS,
  type DemoFormValues,
} from '@/lib/demo-fields';
import type { DemoRequest } from '@/lib/demo-schema';
import { pickedApps, storedSession, subscribeToPicks } from '@/lib/lead-session';
import { loadOnce } from '@/lib/load-once';
import { slotHasStarted } from '@/lib/preferred-date';

import { Chip, Chips, FieldFrame, TextField, inputClass, useFieldState } from './fields';
import { PreferredDateField } from './preferred-date-field';
import { DEMO_DIALOG_ID } from './schedule-demo-button';

const HONEYPOT = 'website';
type FormValues = DemoFormValues & { [HONEYPOT]: string };
const INITIAL: FormValues = { ...INITIAL_DEMO_VALUES, [HONEYPOT]: '' };
/** The fields the browser holds as text before this code comes (the date waits for its calendar). */
const TYPED = ['fullName', 'email', 'phone', 'preferredTime', 'description', 'urgency', HONEYPOT] as const;
const FORM_ID = 'demo-form';

export interface DemoFormProps {
  /** Told when a save starts and when it fails: the dialog cannot be closed in between. */
  onSaving: (saving: boolean) => void;
  /** A save is under way: the status says so, and Cancel is unavailable, as the dialog's Close is. */
  saving: boolean;
  /** Called with the stored booking (null for a bot caught by the honeypot: nothing was stored). */
  onSaved: (booking: DemoRequest | null) => void;
  /** The button that opened the dialog, if the page's code knows it. */
  openedBy: () => HTMLElement | null;
}

/**
 * What the form needs only once it is used, each in a chunk of its own: the schema (yup), asked for
 * when the dialog opens, and the Firebase SDK with the lead's context, once the visitor is in the
 * form (the calendar's chunk: see preferred-date-field.tsx). A failed load is tried again when needed.
 */
const loadSchema = loadOnce(() => import('@/lib/demo-schema'));
const loadBackend = loadOnce(() => import('@/lib/demo-requests'));
const warmUp = () => {
  for (const load of [loadSchema, loadBackend]) load().catch(() => undefined);
};
const validate = async (values: FormValues) => (await withinDeadline(loadSchema())).demoErrors(values);

/**
 * Where the page's code cannot save the booking (JavaScript off, or code that could not load),
 * the form goes by email instead, as typed: the visitor's email app opens with it.
 */
function SendByEmail({ describedBy }: { describedBy: string }) {
  return (
    <button
      type="submit"
      formAction={`mailto:${CONTACT.email}?subject=${encodeURIComponent(demoByEmail.subject)}`}
      formMethod="post"
      formEncType="text/plain"
      aria-describedby={describedBy}
      className={`${buttonPrimary} px-5 py-2.5`}
    >
      {demoByEmail.send}
    </button>
  );
}

/**
 * What the visitor did in the form before this code came: what they typed and chose, and the
 * fields they left or tried to send (the browser's user validity, `:user-valid` or `:user-invalid`).
 */
function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const values: Partial<Record<(typeof TYPED)[number], string>> = {};
  const touched: Partial<Record<keyof FormValues, boolean>> = {};
  for (const name of TYPED) {
    const value = data.get(name);
    if (typeof value === 'string') values[name] = value;
    const field = form.elements.namedItem(name);
    if (field instanceof Element && field.matches(USER_TOUCHED)) touched[name] = true;
  }
  return { values, touched };
}

/**
 * How long the visitor waits at most to hear how a save went (the backend's code, the connection
 * and the write): a stalled connection answers never, and the dialog cannot be closed while it
 * saves. A write that lands later stays: sent again unchanged by a retry (same id, merged), it is
 * still one booking; a retry with other values is a booking of its own.
 */
const SAVE_DEADLINE_MS = 20_000;

/**
 * `promise`, or a failure once the deadline has passed without it (`onLate` is told then): a
 * stalled chunk or connection answers never. Also the form's checks: the schema's chunk, asked
 * for as the dialog opened, may be the stalled one.
 */
function withinDeadline<T>(promise: Promise<T>, onLate?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onLate?.();
      reject(new Error(`No answer in ${SAVE_DEADLINE_MS / 1000} s`));
    }, SAVE_DEADLINE_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The schedule-demo form, drawn in the page's HTML and run by this code when it comes. Before then
 * the browser runs it: fields take typing, its constraints (the schema's patterns,
 * INPUT_PATTERNS) and the messages in the HTML answer, and a valid submit is kept by React (the
 * form's action) and sent once this code has come. This code (hydrated with the page) adopts what
 * was typed and left, then validates with the one schema and saves through lib/demo-requests.
 */
export function DemoForm({ onSaving, saving, onSaved, openedBy }: DemoFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // One submit at a time: another (a double click, or two kept before this code came and replayed
  // together) joins the one in flight, so nothing is written twice and the button stays "Submitting…".
  const submitting = useRef<Promise<void> | null>(null);
  // The request the last failed save tried: sent again with the same values, it keeps its id, so
  // that a write that had landed although the browser heard of a failure is not stored twice.
  const tried = useRef<DemoRequest | null>(null);
  const inOpenDialog = () => !!form.current?.closest('dialog')?.open;
  // Closed since the last Submit (Cancel, Escape, Close), even if opened again while the form was
  // checked: that Submit is let go, and its failure not said.
  const closedSince = useRef(false);
  // Bookings saved: the apps' boxes are the browser's, so the next booking draws them afresh.
  const [saved, setSaved] = useState(0);

  async function save(values: FormValues, { setStatus, resetForm }: FormikHelpers<FormValues>) {
    // Let go, or changed while the form was checked (its chunk was slow): what is sent is checked.
    if (closedSince.current || !inOpenDialog() || Object.keys(await validate(values)).length > 0) return;
    onSaving(true);
    try {
      // A bot filled the field people never see: it gets the usual thanks, and nothing is written.
      if (values[HONEYPOT] !== '') return onSaved(null);
      let late = false;
      const send = async () => {
        // The browser may draw first: making the request took 60 ms of the tap's task at 4x CPU.
        await new Promise((resolve) => setTimeout(resolve));
        const backend = await loadBackend();
        const context = backend.leadContext(form.current, openedBy()?.dataset.demoSource);
        const booking = await backend.demoRequestFor(values, tried.current, context);
        if (late) throw new Error('Not sent: the visitor was told it failed');
        tried.current = booking;
        await backend.saveDemoRequest(booking);
        return booking;
      };
      const booking = await withinDeadline(send(), () => {
        late = true;
        // A connection that did not answer may never answer: the next save makes a new one.
        loadBackend().then(
          (backend) => backend.startAgain(),
          () => undefined,
        );
      });
      tried.current = null;
      resetForm();
      setSaved((count) => count + 1);
      onSaved(booking);
    } catch (error) {
      console.error('Saving the demo request failed:', error);
      setStatus(saveMessages.failed);
      onSaving(false);
    }
  }

  const formik = useFormik<FormValues>({ initialValues: INITIAL, validate, onSubmit: save });
  const { setFormikState, validateForm, submitForm, getFieldProps, status, isValid, isSubmitting } = formik;
  const { submitCount, setSubmitting, setStatus } = formik;

  // The schema's chunk did not load (a flaky connection, a deploy since the page came), so nothing
  // was checked or sent. Thrown on, it would take the page down with what was typed; instead the
  // visitor hears so and keeps every value, and the next Submit asks for the chunk again.
  function notChecked(error: unknown) {
    console.error('Checking the demo request failed:', error);
    setSubmitting(false);
    if (!closedSince.current && inOpenDialog()) setStatus(saveMessages.failed);
  }

  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [status]);

  // After a submit that validation stopped, focus goes to the first field in error.
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);

  // Before the browser paints this code's first frame: it takes over what the visitor did, and the
  // validation (the browser's messages give way to the schema's).
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const { values: typed, touched } = readForm(element);
    const adopted = { ...INITIAL, ...typed };
    setFormikState((state) => ({ ...state, values: adopted, touched }));
    element.noValidate = true;
    if (element.contains(document.activeElement)) warmUp();
    // The form is judged (and the schema's chunk asked for) when its dialog is open, not with the page.
    const dialog = element.closest('dialog');
    if (dialog?.open) void validateForm(adopted);
    const onToggle = () => (dialog?.open ? void validateForm() : (closedSince.current = true));
    dialog?.addEventListener('toggle', onToggle);
    return () => dialog?.removeEventListener('toggle', onToggle);
  }, [setFormikState, validateForm]);

  return (
    <FormikProvider value={formik}>
      <form
        ref={form}
        id={FORM_ID}
        // Also runs a submit made before this code came (react-dom keeps it, then replays it here).
        // Returns nothing: an action's promise would hold every other transition until the save ends.
        action={() => {
          if (!inOpenDialog()) return; // kept from before this code came, then the dialog closed
          setStatus(undefined); // a failure said before is old news, whether or not this one is sent
          closedSince.current = false;
          submitting.current ??= submitForm()
            .catch(notChecked)
            .finally(() => (submitting.current = null));
        }}
        // React resets a form after its action; a failed save must keep every value.
        onReset={(event) => event.preventDefault()}
        onFocus={warmUp}
        className="relative px-5 pt-4 pb-5 md:px-8 md:pb-7"
      >
        <p id={`${FORM_ID}-required`} className="text-sm text-ink-muted">
          {demoDialogText.requiredBefore} <span className="text-red-700">*</span> {demoDialogText.requiredAfter}
        </p>
        <div className="mt-4 grid gap-x-5 gap-y-4 md:grid-cols-2">
          {TEXT_FIELDS.map(({ name, messages, ...input }) => (
            <div key={name} className={name === 'fullName' ? 'md:col-span-2' : ''}>
              <TextField name={name} label={FIELD_LABELS[name]} required native={messages} {...input} />
            </div>
          ))}
          {/* The calendar is code: without JavaScript the field could not be filled, so it is not shown. */}
          <div className="noscript:hidden code-failed:hidden">
            <PreferredDateField label={FIELD_LABELS.preferredDate} />
          </div>
          <PreferredTimeField />
          <PickedApps key={saved} />
          <Chips legend={FIELD_LABELS.urgency}>
            {URGENCY_OPTIONS.map((option) => (
              <Chip
                key={option.value}
                label={option.label}
                type="radio"
                {...getFieldProps({ name: 'urgency', type: 'radio', value: option.value })}
              />
            ))}
          </Chips>
          <div className="md:col-span-2">
            {/* No maxlength: a longer paste is kept whole, and the schema says how long it may be. */}
            <TextField name="description" label={FIELD_LABELS.description} multiline hint={FIELD_HINTS.description} />
          </div>
        </div>
        {/* A field people never see and assistive technology never reaches: bots that fill every
            input fill it, and their requests are quietly dropped. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`demo-${HONEYPOT}`}>Website</label>
          <input {...getFieldProps(HONEYPOT)} id={`demo-${HONEYPOT}`} tabIndex={-1} autoComplete="off" />
        </div>
        <PrivacyNote />
        {/* Without JavaScript nothing can save the booking: the form goes by email instead, as typed. */}
        <noscript>
          <p id={`${FORM_ID}-by-email`} className="mt-3 text-sm text-ink-muted">
            {demoByEmail.note}
          </p>
        </noscript>
        {/* So does a page whose code could not load. */}
        <p id={`${FORM_ID}-failed`} className="mt-3 hidden text-sm text-ink-muted code-failed:block">
          {demoByEmail.failed}
        </p>
        {/* In a laptop's window the buttons stay at the dialog's bottom edge while the form
            scrolls (it shows about half of it): `pinned`, app/globals.css. */}
        <div className="mt-4 flex flex-col gap-3 md:-mx-8 md:flex-row md:justify-end md:border-t md:border-line md:bg-white md:px-8 md:py-4 pinned:sticky pinned:bottom-0">
          <button
            type="button"
            {...invoke(DEMO_DIALOG_ID, 'request-close')}
            aria-disabled={saving || undefined}
            onClick={(event) => saving && event.preventDefault()}
            className={`${buttonSecondary} px-5 py-2.5 aria-disabled:cursor-not-allowed aria-disabled:text-ink/50 forced-colors:aria-disabled:text-[GrayText]`}
          >
            {demoDialogText.cancel}
          </button>
          <noscript className="noscript:contents">
            <SendByEmail describedBy={`${FORM_ID}-by-email`} />
          </noscript>
          <button
            type="submit"
            aria-disabled={!isValid || isSubmitting}
            // Says why it is unavailable on an untouched form.
            aria-describedby={`${FORM_ID}-required`}
            // Dimmed by its colours, not its opacity, which would fade the focus ring too (below 3:1),
            // while the schema finds the form invalid, or the browser does: before the code, and
            // before the schema's chunk. Its constraints are the schema's patterns, so it never
            // dims a form the schema would take. Its text stays readable (6.5:1): it can be pressed.
            // Forced colours drop the fill: GrayText says it then, as for Cancel.
            className={`${buttonPrimary} min-w-32 px-5 py-2.5 aria-disabled:cursor-not-allowed aria-disabled:bg-brand-200 aria-disabled:text-brand-800 forced-colors:aria-disabled:text-[GrayText] noscript:hidden code-failed:hidden [form:invalid_&]:cursor-not-allowed [form:invalid_&]:bg-brand-200 [form:invalid_&]:text-brand-800 forced-colors:[form:invalid_&]:text-[GrayText]`}
          >
            {isSubmitting ? (
              <>
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-current/40 border-t-current"
                />
                {demoDialogText.submitting}
              </>
            ) : (
              demoDialogText.submit
            )}
          </button>
          {/* After Submit: Enter in a field presses the form's first submit button, which must be
              Submit while the code runs. */}
          <span className="hidden code-failed:contents">
            <SendByEmail describedBy={`${FORM_ID}-failed`} />
          </span>
        </div>
        {/* Below the buttons, so that neither moves under a second tap (a double click would land on
            what came up in its place); a failure is scrolled into view. (Pressed while pinned,
            mid-form, the buttons do move as it scrolls: a second tap lands on the inert alert.) */}
        <div
          ref={alert}
          role="alert"
          className={
            status ? 'mt-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800' : ''
          }
        >
          {status}
        </div>
        <p role="status" className={saving ? 'mt-4 text-sm font-medium text-ink-soft' : ''}>
          {saving ? demoDialogText.saving : ''}
        </p>
      </form>
    </FormikProvider>
  );
}

/** Preferred Time: optional; a slot of today that has started stays listed, greyed: it cannot be picked. */
function PreferredTimeField() {
  const { preferredDate } = useFormikContext<FormValues>().values;
  // Today, late: every slot is greyed, so the hint says why and what the visitor can do.
  const noneLeft = TIME_SLOTS.every((slot) => slotHasStarted(preferredDate, slot.value));
  const hint = noneLeft ? `${FIELD_HINTS.preferredTime} ${demoDialogText.noTimeLeft}` : FIELD_HINTS.preferredTime;
  const { field, id, error, aria } = useFieldState('preferredTime', hint);
  return (
    <FieldFrame id={id} label={FIELD_LABELS.preferredTime} hint={hint} error={error}>
      <select {...field} value={String(field.value)} id={id} {...aria} className={`${inputClass} h-11.5 pr-8`}>
        <option value="">{NO_TIME_PREFERENCE}</option>
        {TIME_SLOTS.map((slot) => (
          <option key={slot.value} value={slot.value} disabled={slotHasStarted(preferredDate, slot.value)}>
            {slot.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The apps picked on /all-apps in this tab, ticked: the visitor may untick any before sending. Its
 * own component, so that a pick re-renders these chips, not the whole form, in the tap's task.
 */
function PickedApps() {
  const session = useSyncExternalStore(subscribeToPicks, storedSession, () => null);
  const apps = pickedApps(session)?.apps ?? [];
  return apps.length > 0 ? (
    <Chips key={session} legend={demoDialogText.apps}>
      {apps.map((app) => (
        <Chip key={app.id} label={app.name} type="checkbox" name={APPS} value={app.id} defaultChecked />
      ))}
    </Chips>
  ) : null;
}

/**
 * The privacy notice beside Submit, with the grievance officer's address (DECISIONS.md, "After a
 * booking"); its link opens a new tab, so that reading it loses nothing typed.
 */
function PrivacyNote() {
  const link = 'font-medium text-brand-700 underline underline-offset-2';
  return (
    <p className="mt-5 text-xs leading-5 text-ink-muted">
      {bookingPrivacyNotice.text} {bookingPrivacyNotice.grievance}{' '}
      <a href={`mailto:${GRIEVANCE_OFFICER.email}`} className={`${link} break-words`}>
        {GRIEVANCE_OFFICER.email}
      </a>
      . <NavLink link={{ label: bookingPrivacyNotice.link, href: ROUTES.privacy, external: true }} className={link} />
    </p>
  );
}
