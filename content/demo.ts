/** The booking dialog's own words (the form's labels and messages are in lib/demo-schema.ts). */
export const demoDialogText = {
  title: 'Schedule a demo',
  lead: 'Tell us about your home and when to call. A 30-minute walkthrough, free.',
  close: 'Close',
  loading: 'Loading the form…',
  loadFailed: 'The form could not load. Check your connection, then try again.',
  retry: 'Try again',
  dismiss: 'Dismiss message',
  /** Before a suggested fix of a mistyped email address: "Did you mean asha@gmail.com?" */
  didYouMean: 'Did you mean',
  /** While a booking is being saved, closing waits: the visitor must know whether it was saved. */
  saving: 'Sending your request… This dialog closes once it is saved.',
};
