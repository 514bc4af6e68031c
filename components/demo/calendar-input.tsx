'use client';

import { enGB } from 'date-fns/locale/en-GB';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { demoDialogText } from '@/content/demo';

import type { CalendarProps } from './preferred-date-field';

/**
 * The Preferred Date's calendar (react-datepicker's, inline, in date-fns' British English), in a
 * chunk of its own that loads right after the form's: the form is usable without it. It opens under
 * the field, over the fields below, and the dialog scrolls to it: at 200% or 400% zoom a day the
 * arrow keys reach (the picker focuses it without scrolling) is scrolled into view.
 */
export function Calendar({ id, selected, range, onPick }: CalendarProps) {
  return (
    <div
      id={id}
      role="dialog"
      aria-label={demoDialogText.chooseDate}
      // A click on the calendar's heading keeps focus in it, so it does not close as focus leaves.
      tabIndex={-1}
      className="absolute top-full left-0 z-10 mt-1"
      onFocus={(event) => event.target.scrollIntoView({ block: 'nearest' })}
    >
      <DatePicker
        inline
        selected={selected}
        onChange={(date: Date | null) => date && onPick(date)}
        locale={enGB}
        minDate={range.first}
        maxDate={range.last}
      />
    </div>
  );
}
