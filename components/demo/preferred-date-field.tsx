'use client';

import { Activity, useEffect, useRef, useState, type ComponentType } from 'react';

import { demoDialogText } from '@/content/demo';
import { DATE_KEYS_HINT, FIELD_HINTS } from '@/lib/demo-fields';
import { loadOnce } from '@/lib/load-once';
import { formatDay, indianToday } from '@/lib/preferred-date';

import { CloseButton } from './close-button';
import { FieldFrame, afterThePress, inputClass, useFieldState } from './fields';

export interface CalendarProps {
  id: string;
  selected: Date | null;
  onPick: (date: Date) => void;
  /** Closes the calendar, and gives focus back to the field if `refocus`. */
  onClose: (refocus: boolean) => void;
}

type Calendar = ComponentType<CalendarProps>;

/**
 * The calendar's code (react-datepicker and date-fns, more than the rest of the form), in a chunk of
 * its own, asked for once the visitor is in the form or on this field: the form is usable without
 * it. A failed load says so under the field, and is tried again when the field is focused or tapped.
 */
const preloadCalendar = loadOnce<Calendar>(() => import('./calendar-input').then((module) => module.Calendar));

/**
 * Preferred Date: a calendar in British English, DD/MM/YYYY, from today in India up to a year ahead;
 * optional. The field is read-only: a focus, a tap, Enter, Space or ArrowDown opens the calendar,
 * and a picked day, Escape or a clear closes it and gives focus back to the field.
 */
export function PreferredDateField({ label }: { label: string }) {
  const hint = (
    <>
      {FIELD_HINTS.preferredDate}
      {/* Not where the main pointer is a finger, seen or heard: a keyboard is rare there. */}
      <span className="pointer-coarse:hidden"> {DATE_KEYS_HINT}</span>
    </>
  );
  const { field, helpers, id, error, aria } = useFieldState('preferredDate', hint);
  const selected = field.value instanceof Date ? field.value : null;
  const input = useRef<HTMLInputElement>(null);
  const [Calendar, setCalendar] = useState<Calendar | null>(null);
  // Wanted by the visitor; shown (expanded) once its code is there.
  const [open, setOpen] = useState(false);
  const [closings, setClosings] = useState(0);
  function hide() {
    setOpen(false);
    setClosings((count) => count + 1);
  }
  const expanded = open && !!Calendar;
  const loading = open && !Calendar;
  const [failed, setFailed] = useState(false);
  // Focus given back to the field by this code, or by the window coming back (the visitor switched
  // apps after a pick, say), does not open the calendar again.
  const returning = useRef(false);
  useEffect(() => {
    const leaving = () => {
      returning.current = document.activeElement === input.current;
    };
    window.addEventListener('blur', leaving);
    return () => window.removeEventListener('blur', leaving);
  }, []);

  function show() {
    setOpen(true);
    if (Calendar) return;
    setFailed(false);
    preloadCalendar().then(
      (loaded) => setCalendar(() => loaded),
      (reason: unknown) => {
        console.error('The calendar could not load:', reason);
        setFailed(true);
        setOpen(false);
      },
    );
  }

  function close(refocus = true) {
    hide();
    if (!refocus) return;
    returning.current = true;
    input.current?.focus();
    returning.current = false;
  }

  // Once the visitor is in the form, the calendar's code comes and React draws it, hidden, when idle:
  // a tap on the field then only shows it (drawing it in the tap took 100-170 ms at 4x CPU).
  useEffect(() => {
    const form = input.current?.closest('form');
    const load = () =>
      preloadCalendar().then(
        (loaded) => setCalendar(() => loaded),
        () => undefined, // said, and tried again, when the visitor asks for it
      );
    if (form?.contains(document.activeElement)) void load();
    form?.addEventListener('focusin', load, { once: true });
    return () => form?.removeEventListener('focusin', load);
  }, []);

  // Focused before this code ran (the visitor tapped the field early): the calendar is wanted now.
  const focusedEarly = useRef(true);
  useEffect(() => {
    if (focusedEarly.current && document.activeElement === input.current) show();
    focusedEarly.current = false;
  });

  return (
    // The calendar opens under the whole field: over its hint, it would hide how to use it.
    <div className="relative">
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        <div
          // Focus moving to something else closes it; not focus leaving with the window, or lost with
          // an element taken away (then relatedTarget is null).
          onBlur={(event) =>
            open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget) && hide()
          }
        >
          <div className="relative">
            <input
              ref={input}
              id={id}
              // Picked from the calendar only, never typed: a date picker combobox (WAI-ARIA APG).
              readOnly
              // In no form: its Enter, which the hint names, sends nothing, even before this code.
              form=""
              role="combobox"
              aria-haspopup="dialog"
              aria-expanded={expanded}
              aria-controls={`${id}-calendar`}
              value={selected ? formatDay(selected) : ''}
              placeholder="DD/MM/YYYY"
              onFocus={() => {
                if (!returning.current) show();
                returning.current = false;
              }}
              onClick={show}
              onBlur={() => afterThePress(() => void helpers.setTouched(true))}
              onKeyDown={(event) => {
                // Enter, Space or ArrowDown (which the hint names) opens the calendar: a read-only
                // field's Space would scroll the dialog. (The open calendar's keys, ArrowDown into
                // its days among them: calendar-input.tsx.)
                if (!/^(Enter| |ArrowDown)$/.test(event.key)) return;
                event.preventDefault();
                show();
              }}
              {...aria}
              className={`${inputClass} cursor-pointer pr-11`}
            />
            {selected ? (
              <CloseButton
                label={demoDialogText.clearDate}
                onClick={() => {
                  void helpers.setValue(null);
                  close();
                }}
                className="absolute top-1/2 right-2 size-8 -translate-y-1/2 text-xl text-ink-muted hover:bg-sand hover:text-ink"
              />
            ) : null}
          </div>
          {/* The tap's answer while the calendar's code is coming, where the calendar will be: a
              status always in the page, so that screen readers hear its words when they come. */}
          <p
            role="status"
            className={
              loading
                ? 'absolute top-full left-0 z-10 mt-1 rounded-xl border border-line bg-white px-4 py-3 text-sm text-ink-muted shadow-lift'
                : ''
            }
          >
            {loading ? demoDialogText.calendarLoading : ''}
          </p>
          {Calendar ? (
            // Drawn anew, hidden, after each closing, value or day in India: react-datepicker sets
            // its keyboard day (the day the arrows reach, at least today) only when it is built.
            <Activity key={`${closings}:${selected?.getTime()}:${indianToday()}`} mode={open ? 'visible' : 'hidden'}>
              <Calendar
                id={`${id}-calendar`}
                selected={selected}
                onPick={(date) => {
                  void helpers.setValue(date);
                  close();
                }}
                onClose={close}
              />
            </Activity>
          ) : null}
        </div>
        {failed && !Calendar ? (
          // Gone once the calendar has come, by whichever request (it may be the form's, in the background).
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {demoDialogText.calendarFailed}
          </p>
        ) : null}
      </FieldFrame>
    </div>
  );
}
