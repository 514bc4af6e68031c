/** The spec's two messages of a save, word for word. */
export const saveMessages = {
  saved: 'Demo scheduled successfully! We will contact you soon.',
  failed: 'There was an error scheduling your demo. Please try again.',
} as const;

/**
 * A booking's reference is the id of its document in `scheduled_demos` (DECISIONS "Demo booking"):
 * nothing to generate, nothing to keep in step. The page and both emails show it the same way.
 */
export const formatReference = (id: string) => `Reference: ${id}`;

/**
 * The confirmation's name and its Dismiss; what it says beside them is content/confirmation.ts,
 * in the chunk that draws it (a saved booking's), not in every page's first load.
 */
export const confirmationText = {
  label: 'Your demo booking',
  dismiss: 'Dismiss',
};

/**
 * Without JavaScript the booking cannot be saved: the form's Submit gives way to a button that
 * sends what was typed by email, to the team (CONTACT.email), and says so.
 */
export const demoByEmail = {
  send: 'Send by email',
  note: 'JavaScript is off in your browser, so your request goes by email: your email app opens with what you typed.',
  subject: 'Demo request',
  /** When the page's code could not load (lib/code-mark.mjs): the same button, said why. */
  failed:
    'This page did not load completely, so it cannot send your request. Tap Send by email to send what you typed from your email app, or reload the page to try again.',
} as const;

/** The booking dialog's own words (the form's labels and messages are in lib/demo-fields.ts). */
export const demoDialogText = {
  title: 'Schedule a demo',
  lead: 'Tell us about your home and when to call. A 30-minute walkthrough, free.',
  close: 'Close',
  /** Under Preferred Date when the calendar's code did not come (the field is optional). */
  calendarFailed: 'The calendar could not load. Check your connection, then tap the date again.',
  /** In the calendar's place while its code is coming (a slow connection). */
  calendarLoading: 'Loading the calendar…',
  /** The calendar's name, heard when it opens. */
  chooseDate: 'Choose Date',
  /** The button beside a picked date. */
  clearDate: 'Clear the date',
  /** "Fields marked * are required.", around the asterisk. */
  requiredBefore: 'Fields marked',
  requiredAfter: 'are required.',
  /** Under Preferred Time when every time of the day picked has passed (today, late). */
  noTimeLeft: 'Every time on this day has passed: pick another day, or leave the time and we will call to agree one.',
  /** Above the apps picked on /all-apps, each a checkbox. */
  apps: 'Apps to demo',
  cancel: 'Cancel',
  submit: 'Submit',
  submitting: 'Submitting…',
  dismiss: 'Dismiss message',
  /** While a booking is being saved, closing waits: the visitor must know whether it was saved. */
  saving: 'Sending your request… This dialog closes once it is saved.',
};
