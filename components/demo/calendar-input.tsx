'use client';

import { enGB } from 'date-fns/locale/en-GB';
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { CloseButton } from './close-button';
import type { CalendarInputProps } from './preferred-date-field';

// The date is picked from the calendar only: the input never takes typing, whatever the picker
// passes down (its own `readOnly` would also stop the calendar from opening). Enter opens the
// calendar (the field's hint says so) and never sends the form, which a text field's Enter would.
function ReadOnlyInput({ onKeyDown, ...props }: ComponentProps<'input'>) {
  return (
    <input
      {...props}
      readOnly
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}

/**
 * The Preferred Date's calendar (react-datepicker, date-fns' British English), in a chunk of its own
 * that loads right after the form's: the form is usable without it. `focus` gives the field focus
 * as it mounts, which opens the calendar: the visitor had tapped the field before this code came.
 */
export function CalendarInput({
  id,
  name,
  selected,
  onChange,
  onBlur,
  range,
  aria,
  className,
  focus,
}: CalendarInputProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const focusReturn = useFocusReturn(wrapper);

  useEffect(() => {
    if (focus) wrapper.current?.querySelector('input')?.focus();
  }, [focus]);

  // The picker's own clear button is out of the tab order; this one is not. Focus goes back to
  // the field (this button goes with the date), without opening the calendar.
  function clear() {
    onChange(null);
    focusReturn.focusField();
  }

  return (
    <div ref={wrapper} className="relative" onKeyDownCapture={focusReturn.onKeyDownCapture}>
      <DatePicker
        id={id}
        name={name}
        selected={selected}
        onChange={onChange}
        onSelect={focusReturn.expectClose}
        onCalendarClose={focusReturn.onCalendarClose}
        preventOpenOnFocus={focusReturn.returning}
        onBlur={onBlur}
        locale={enGB}
        dateFormat="dd/MM/yyyy"
        minDate={range.first}
        maxDate={range.last}
        placeholderText="DD/MM/YYYY"
        customInput={<ReadOnlyInput className={className} />}
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
    focusField: giveFocusBack,
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
