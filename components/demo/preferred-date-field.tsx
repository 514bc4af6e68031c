'use client';

import { enGB } from 'date-fns/locale/en-GB';
import { useRef, useState, type ComponentProps, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { preferredDateRange, toLocalDay } from '@/lib/preferred-date';

import { CloseButton } from './close-button';
import { FieldFrame, inputClass, useFieldState } from './form-fields';

// The date is picked from the calendar only: the input never takes typing, whatever the picker
// passes down (its own `readOnly` would also stop the calendar from opening).
function ReadOnlyInput(props: ComponentProps<'input'>) {
  return <input {...props} readOnly />;
}

/** Preferred Date: a calendar in British English, DD/MM/YYYY, from today in India up to a year ahead; optional. */
export function PreferredDateField({ label }: { label: string }) {
  const hint = 'Pick a day in the calendar: arrow keys to move, Enter to choose.';
  const { field, helpers, id, error, aria } = useFieldState('preferredDate', hint);
  const wrapper = useRef<HTMLDivElement>(null);
  const selected = field.value instanceof Date ? field.value : null;
  const focusReturn = useFocusReturn(wrapper);
  const range = preferredDateRange();

  // The picker's own clear button is out of the tab order; this one is not.
  function clear() {
    void helpers.setValue(null);
    wrapper.current?.querySelector('input')?.focus();
  }

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div ref={wrapper} className="relative" onKeyDownCapture={focusReturn.onKeyDownCapture}>
        <DatePicker
          id={id}
          name={field.name}
          selected={selected}
          onChange={(date: Date | null) => helpers.setValue(date)}
          onSelect={focusReturn.expectClose}
          onCalendarClose={focusReturn.onCalendarClose}
          preventOpenOnFocus={focusReturn.returning}
          onBlur={() => helpers.setTouched(true)}
          locale={enGB}
          dateFormat="dd/MM/yyyy"
          minDate={toLocalDay(range.first)}
          maxDate={toLocalDay(range.last)}
          placeholderText="DD/MM/YYYY"
          customInput={<ReadOnlyInput className={`${inputClass} cursor-pointer pr-11`} />}
          ariaDescribedBy={aria['aria-describedby']}
          ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
          popperPlacement="bottom-start"
          popperProps={{ strategy: 'fixed' }}
          showPopperArrow={false}
        />
        {selected ? (
          <CloseButton
            label="Clear the date"
            onClick={clear}
            className="absolute top-1/2 right-2 size-8 -translate-y-1/2 text-xl text-ink-muted hover:bg-sand hover:text-ink"
          />
        ) : null}
      </div>
    </FieldFrame>
  );
}

/**
 * Focus goes back to the field when the calendar closes on a picked day or Escape. react-datepicker
 * means to do this (a timeout focuses the field) but also blurs the field in an animation frame;
 * on a busy main thread the timeout can run first, and focus falls to the page. So, once both have
 * run, a field left without focus gets it back, without reopening the calendar.
 */
function useFocusReturn(wrapper: RefObject<HTMLDivElement | null>) {
  const closing = useRef(false);
  const [returning, setReturning] = useState(false);

  function giveFocusBack() {
    // The picker opens on focus unless told not to: tell it, for this one focus.
    flushSync(() => setReturning(true));
    wrapper.current?.querySelector('input')?.focus({ preventScroll: true });
    setReturning(false);
  }

  /** A close in this task comes from the user's choice or Escape, not from a click elsewhere. */
  function expectClose() {
    closing.current = true;
    setTimeout(() => (closing.current = false));
  }

  return {
    returning,
    expectClose,
    onKeyDownCapture(event: KeyboardEvent) {
      if (event.key === 'Escape') expectClose();
    },
    onCalendarClose() {
      if (!closing.current) return;
      closing.current = false;
      // In a timeout after the next frame: after the picker's blur (in that frame) and its refocus
      // (a timeout queued before the frame).
      requestAnimationFrame(() =>
        setTimeout(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) giveFocusBack();
        }),
      );
    },
  };
}
