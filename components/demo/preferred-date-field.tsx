'use client';

import { enGB } from 'date-fns/locale/en-GB';
import type { ComponentProps } from 'react';
import DatePicker from 'react-datepicker';

import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';

import { FieldFrame, inputClass, useFieldState } from './form-fields';

// The date is picked from the calendar only: the input never takes typing, whatever the picker
// passes down (its own `readOnly` would also stop the calendar from opening).
function ReadOnlyInput(props: ComponentProps<'input'>) {
  return <input {...props} readOnly />;
}

/** Preferred Date: a calendar in British English, DD/MM/YYYY, from today on; optional. */
export function PreferredDateField({ label }: { label: string }) {
  const hint = 'From the calendar: click, or press Enter to open it.';
  const { field, helpers, id, error, aria } = useFieldState('preferredDate', hint);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <DatePicker
        id={id}
        name={field.name}
        selected={field.value instanceof Date ? field.value : null}
        onChange={(date: Date | null) => helpers.setValue(date)}
        onBlur={() => helpers.setTouched(true)}
        locale={enGB}
        dateFormat="dd/MM/yyyy"
        minDate={new Date()}
        placeholderText="DD/MM/YYYY"
        customInput={<ReadOnlyInput className={`${inputClass} cursor-pointer`} />}
        ariaDescribedBy={aria['aria-describedby']}
        ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
        isClearable
        ariaLabelClose="Clear the date"
        wrapperClassName="block"
        popperPlacement="bottom-start"
        popperProps={{ strategy: 'fixed' }}
        showPopperArrow={false}
      />
    </FieldFrame>
  );
}
