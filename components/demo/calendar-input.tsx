'use client';

import { shift, size } from '@floating-ui/react';
import { enGB } from 'date-fns/locale/en-GB';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { demoDialogText } from '@/content/demo';

import { CloseButton } from './close-button';
import { DateInput, type CalendarInputProps } from './preferred-date-field';

/**
 * On a short or narrow screen (a laptop's at 200% or 400% zoom) the calendar stays on it: moved in
 * from the side, and, where neither side of the field has room, the field scrolls to the top and
 * the calendar takes the room below, scrolling; a day the arrow keys focus (the picker focuses it
 * without scrolling) is scrolled into view.
 */
const onScreen = [
  shift({ padding: 8 }),
  size({
    padding: 8,
    apply({ availableHeight, elements }) {
      Object.assign(elements.floating.style, { maxHeight: `${availableHeight}px`, overflowY: 'auto' });
      if (availableHeight < elements.floating.scrollHeight && elements.reference instanceof Element)
        elements.reference.scrollIntoView({ block: 'start' });
    },
  }),
];

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
  // Said on the field, as on any control with a popup: a screen reader hears the calendar open.
  const [open, setOpen] = useState(false);

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
    <div
      ref={wrapper}
      className="relative"
      onKeyDownCapture={focusReturn.onKeyDownCapture}
      onFocus={(event) => {
        if (event.target !== event.currentTarget.querySelector('input'))
          event.target.scrollIntoView({ block: 'nearest' });
      }}
    >
      <DatePicker
        id={id}
        name={name}
        selected={selected}
        onChange={onChange}
        onSelect={focusReturn.expectClose}
        onCalendarOpen={() => setOpen(true)}
        onCalendarClose={() => {
          setOpen(false);
          focusReturn.onCalendarClose();
        }}
        preventOpenOnFocus={focusReturn.returning}
        onBlur={onBlur}
        locale={enGB}
        dateFormat="dd/MM/yyyy"
        minDate={range.first}
        maxDate={range.last}
        customInput={<DateInput className={className} aria-expanded={open} />}
        ariaDescribedBy={aria['aria-describedby']}
        ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
        popperPlacement="bottom-start"
        popperProps={{ strategy: 'fixed' }}
        popperModifiers={onScreen}
        showPopperArrow={false}
      />
      {selected ? (
        <CloseButton
          label={demoDialogText.clearDate}
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
