'use client';

import { enGB } from 'date-fns/locale/en-GB';
import { useRef, type ComponentProps } from 'react';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { CloseButton } from './close-button';
import { FieldFrame, inputClass, useFieldState } from './form-fields';

// The date is picked from the calendar only: the input never takes typing, whatever the picker
// passes down (its own `readOnly` would also stop the calendar from opening).
function ReadOnlyInput(props: ComponentProps<'input'>) {
  return <input {...props} readOnly />;
}

/** Preferred Date: a calendar in British English, DD/MM/YYYY, from today on; optional. */
export function PreferredDateField({ label }: { label: string }) {
  const hint = 'Pick a day in the calendar: arrow keys to move, Enter to choose.';
  const { field, helpers, id, error, aria } = useFieldState('preferredDate', hint);
  const wrapper = useRef<HTMLDivElement>(null);
  const selected = field.value instanceof Date ? field.value : null;

  // The picker's own clear button is out of the tab order; this one is not.
  function clear() {
    void helpers.setValue(null);
    wrapper.current?.querySelector('input')?.focus();
  }

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div ref={wrapper} className="relative">
        <DatePicker
          id={id}
          name={field.name}
          selected={selected}
          onChange={(date: Date | null) => helpers.setValue(date)}
          onBlur={() => helpers.setTouched(true)}
          locale={enGB}
          dateFormat="dd/MM/yyyy"
          minDate={new Date()}
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
