/**
 * At most this many bookings per email address, and per phone number, are mailed in any `hours`
 * hours (DECISIONS "After a booking"): later ones are saved and held, not mailed. The function
 * counts them (functions/src/caps.ts); the page says so where it names the confirmation's address,
 * as it cannot know whether this booking is one of them.
 */
export const MAIL_CAP = { bookings: 3, hours: 24 } as const;

/**
 * What the page shows beside the success message once a booking is saved
 * (components/demo/booking-confirmation.tsx, a chunk of its own).
 */
export const confirmationDetails = {
  /** The same moment in the visitor's own time zone, when it is not India's (also in the email). */
  localTime: (time: string, zone: string) => `That is ${time} your time (${zone}).`,
  addToCalendar: 'Add to calendar (.ics)',
  googleCalendar: 'Google Calendar',
  whatsapp: 'Message us on WhatsApp',
  whatsappText: (reference: string) => `Hello, I have booked a demo. ${reference}`,
  emailGoes: (email: string) =>
    `We email a confirmation to ${email}, at most ${MAIL_CAP.bookings} in ${MAIL_CAP.hours} hours per address and per phone number.`,
};
