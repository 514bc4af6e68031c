'use client';

import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

import { demoDialogText } from '@/content/demo';
import { FIELD_HINTS } from '@/lib/demo-fields';
import { preferredDateRange, toLocalDay } from '@/lib/preferred-date';

import { loadOnce } from '@/lib/load-once';

import { FieldFrame, inputClass, useFieldState } from './fields';

export interface CalendarInputProps {
  id: string;
  name: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  onBlur: () => void;
  /** The first and last day that can be picked, as local dates. */
  range: { first: Date; last: Date };
  aria: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  className: string;
  /** Take focus on mounting (the visitor was on the field while the calendar's code came). */
  focus: boolean;
}

type Calendar = ComponentType<CalendarInputProps>;

/**
 * The calendar's code (react-datepicker and date-fns, more than the rest of the form), in a chunk of
 * its own, asked for once the visitor is in the form (demo-form.tsx) or on this field: the form is
 * usable without it. A failed load says so under the field, and is tried again when the field is
 * focused or tapped.
 */
export const preloadCalendar = loadOnce<Calendar>(() =>
  import('./calendar-input').then((module) => module.CalendarInput),
);

/** Preferred Date: a calendar in British English, DD/MM/YYYY, from today in India up to a year ahead; optional. */
export function PreferredDateField({ label }: { label: string }) {
  const hint = FIELD_HINTS.preferredDate;
  const { field, helpers, id, error, aria } = useFieldState('preferredDate', hint);
  const selected = field.value instanceof Date ? field.value : null;
  const range = preferredDateRange();
  const className = `${inputClass} cursor-pointer pr-11`;
  const [loaded, setLoaded] = useState<{ Calendar: Calendar; focus: boolean } | null>(null);
  // 0 until the visitor comes to the field; then each try.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const placeholder = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    let current = true;
    preloadCalendar().then(
      // Where focus is, read and acted on in the same task (flushSync): a tap that came between
      // the two would land on the field as it is swapped out, and be lost.
      (Calendar) =>
        current && flushSync(() => setLoaded({ Calendar, focus: document.activeElement === placeholder.current })),
      (reason: unknown) => {
        console.error('The calendar could not load:', reason);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // A tap or a focus on the field asks for the calendar: the first time, and again after a failed load.
  function tryAgain() {
    if (attempt > 0 && !failed) return;
    setFailed(false);
    setAttempt((count) => count + 1);
  }

  // Focused before this code ran (the visitor tapped the field early): the calendar is wanted now.
  useEffect(() => {
    if (document.activeElement === placeholder.current) setAttempt((count) => count || 1);
  }, []);

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {loaded ? (
        <loaded.Calendar
          id={id}
          name={field.name}
          selected={selected}
          onChange={(date) => void helpers.setValue(date)}
          onBlur={() => void helpers.setTouched(true)}
          range={{ first: toLocalDay(range.first), last: toLocalDay(range.last) }}
          aria={aria}
          className={className}
          focus={loaded.focus}
        />
      ) : (
        // Until the calendar's code has come: the same field; focused, it opens the calendar as soon
        // as the code is there.
        <DateInput
          ref={placeholder}
          id={id}
          // Formatted only when there is a day: a page's first Intl call costs 40-70 ms on this
          // machine (docs/benchmark.md), too much for the page's hydration.
          value={selected?.toLocaleDateString('en-GB') ?? ''}
          onFocus={tryAgain}
          onClick={tryAgain}
          onKeyDown={(event) => event.key === 'Enter' && tryAgain()}
          {...aria}
          className={className}
        />
      )}
      {failed ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {demoDialogText.calendarFailed}
        </p>
      ) : null}
    </FieldFrame>
  );
}

/**
 * The field, before and with the calendar: the day is picked from the calendar only, so it never
 * takes typing (react-datepicker's own `readOnly` would also stop its calendar from opening). Enter
 * opens the calendar (the field's hint says so) and never sends the form, as a text field's would.
 */
export function DateInput({ onKeyDown, ...props }: ComponentProps<'input'>) {
  return (
    <input
      {...props}
      placeholder="DD/MM/YYYY"
      aria-haspopup="dialog"
      readOnly
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
