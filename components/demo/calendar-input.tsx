'use client';

import { enGB } from 'date-fns/locale/en-GB';
import { useEffect, useRef } from 'react';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { demoDialogText } from '@/content/demo';

import type { CalendarProps } from './preferred-date-field';

/**
 * The Preferred Date's calendar (react-datepicker's, inline, in date-fns' British English), in a
 * chunk of its own that loads right after the form's: the form is usable without it. It opens under
 * the field, over the fields below, and is scrolled into view, as is, at 200% or 400% zoom, each day
 * the arrow keys reach (the picker focuses it without scrolling).
 */
export function Calendar({ id, selected, range, onPick, onClose }: CalendarProps) {
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    own.current?.scrollIntoView({ block: 'nearest' }); // its promise (Chromium) is no cleanup
  }, []);

  // While it shows, around the field and the calendar: Escape closes it (not the booking dialog)
  // and gives focus back to the field; on the field, ArrowDown goes into its days and Tab past it,
  // to the next field; a tap outside closes it (Safari does not move focus off the field for a
  // tap on plain content).
  useEffect(() => {
    const around = own.current?.parentElement;
    if (!around) return;
    function onKeyDown(event: KeyboardEvent) {
      const onField = !own.current?.contains(event.target as Node);
      if (event.key === 'Tab' && onField) return onClose(false);
      if (event.key === 'Escape') onClose(true);
      else if (event.key === 'ArrowDown' && onField)
        own.current?.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')?.focus();
      else return;
      event.preventDefault();
    }
    function onPointerDown(event: PointerEvent) {
      if (!around?.contains(event.target as Node)) onClose(false);
    }
    around.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      around.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [onClose]);

  return (
    <div
      id={id}
      role="dialog"
      aria-label={demoDialogText.chooseDate}
      // A click on the calendar's heading keeps focus in it: Escape still closes it.
      tabIndex={-1}
      className="absolute top-full left-0 z-10 mt-1"
      ref={own}
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest' })}
    >
      <DatePicker
        inline
        selected={selected}
        onChange={(date: Date | null) => date && onPick(date)}
        locale={enGB}
        minDate={range.first}
        maxDate={range.last}
        // The month arrow stays where it was, dimmed, at the first and last month: focus on it is kept.
        showDisabledMonthNavigation
      />
    </div>
  );
}
