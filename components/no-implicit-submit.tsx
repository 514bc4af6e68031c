'use client';

/** Runs instead of the form's action: nothing. */
const nothing = () => undefined;

/**
 * First in a form whose submit buttons are its cards or Continue. Enter on one of its radios or
 * checkboxes makes the browser click the form's first enabled submit button: this one, whose
 * action does nothing (kept by React and run once its code has come, like any early submit). A
 * card or Continue acts only when pressed, never for a key pressed on a tab or an app.
 */
export function NoImplicitSubmit() {
  return <button type="submit" hidden formAction={nothing} />;
}
