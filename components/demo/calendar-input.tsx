'use client';

import { enGB } from 'date-fns/locale/en-GB';
import { setDefaultOptions } from 'date-fns/setDefaultOptions';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { demoDialogText } from '@/content/demo';
import { preferredDateRange, toLocalDay } from '@/lib/preferred-date';

import type { CalendarProps } from './preferred-date-field';

// react-datepicker 9.1 takes End to the end of date-fns' default week, not the locale's: Saturday,
// one short of these Monday-first weeks' last day.
setDefaultOptions({ weekStartsOn: enGB.options?.weekStartsOn });

/**
 * The Preferred Date's calendar (react-datepicker's, inline, in date-fns' British English), in a
 * chunk of its own, asked for once the visitor is in the form: the form is usable without it. It
 * opens under the field and its hint, over the fields below, and is scrolled into view, as is each
 * day the arrow keys reach (the picker focuses it without scrolling).
 */
export const Calendar = memo(CalendarMonth, (before, after) => before.selected === after.selected);

/**
 * Drawn ahead, hidden (preferred-date-field.tsx): memo keeps a keystroke elsewhere in the form from
 * drawing the month again. Its callbacks only call state setters and refs: the first ones serve.
 */
function CalendarMonth({ id, selected, onPick, onClose }: CalendarProps) {
  const own = useRef<HTMLDivElement>(null);
  // From today in India up to a year ahead, as local dates.
  const range = preferredDateRange();
  const focusDay = () => own.current?.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')?.focus();

  // In view as it opens, and again as the form around it changes size (an error shown above moves
  // it); then its field, should that have gone wholly out of the dialog's view (at 400% zoom the
  // calendar alone is taller): where focus is stays in sight.
  useEffect(() => {
    const calendar = own.current;
    const form = calendar?.closest('form');
    if (!calendar || !form) return;
    const field = document.querySelector(`[aria-controls="${id}"]`);
    const observer = new ResizeObserver(() => {
      calendar.scrollIntoView({ block: 'nearest' }); // its promise (Chromium) is no cleanup
      const [view, box] = [form.closest('dialog')?.getBoundingClientRect(), field?.getBoundingClientRect()];
      if (view && box && (box.bottom <= view.top || box.top >= view.bottom))
        field?.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(form); // which calls it once at the start
    return () => observer.disconnect();
  }, [id]);

  // The month arrow that cannot be used stays, dimmed (showDisabledMonthNavigation), but
  // react-datepicker does not say so: aria-disabled does, as the month changes.
  useEffect(() => {
    const root = own.current;
    if (!root) return;
    const mark = () =>
      root
        .querySelectorAll('.react-datepicker__navigation')
        .forEach((arrow) => arrow.setAttribute('aria-disabled', String(arrow.className.includes('--disabled'))));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  // While it shows, around the field and the calendar: Escape closes it (not the booking dialog)
  // and gives focus back to the field; on the field, ArrowDown goes into its days (Left and Right
  // stay the field's, for reading its value: the APG's date picker combobox) and Tab past it,
  // to the next field; a tap outside closes it (Safari does not move focus off the field for a
  // tap on plain content). A layout effect, listening before the calendar is drawn: a passive one,
  // after a render its code's arrival started, may come after a key pressed as it appears.
  useLayoutEffect(() => {
    const around = own.current?.parentElement;
    if (!around) return;
    function onKeyDown(event: KeyboardEvent) {
      const onField = !own.current?.contains(event.target as Node);
      if (event.key === 'Tab' && onField) return onClose(false);
      if (event.key === 'Escape') onClose(true);
      else if (event.key === 'ArrowDown' && onField) focusDay();
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
        // The day already picked can be picked again, to close the calendar.
        allowSameDay
        onChange={(date: Date | null, event?: { type: string }) => {
          if (event?.type === 'click') swallowSecondClick();
          if (date) onPick(date);
        }}
        locale={enGB}
        minDate={toLocalDay(range.first)}
        maxDate={toLocalDay(range.last)}
        // The month arrow stays where it was, dimmed, at the first and last month: focus on it is kept.
        showDisabledMonthNavigation
      />
    </div>
  );
}

/**
 * The second click of a double click (or tap) on a day would land on what the closing calendar
 * uncovers and change it, an urgency say, unseen. So, for a second after a day is clicked, mouse
 * events of a double click go nowhere; a single click ends that at once.
 */
function swallowSecondClick() {
  const types = ['mousedown', 'mouseup', 'click', 'dblclick'] as const;
  const swallow = (event: MouseEvent) => {
    if (event.detail < 2) return stop();
    event.preventDefault();
    event.stopPropagation();
  };
  const stop = () => types.forEach((type) => document.removeEventListener(type, swallow, true));
  types.forEach((type) => document.addEventListener(type, swallow, true));
  setTimeout(stop, 1000);
}
