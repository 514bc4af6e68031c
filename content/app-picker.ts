/** The app picker's own words (the page's title and lead are in content/pages.ts). */
export const appPickerText = {
  modeGroupLabel: 'Show apps for',
  /** The panel's count label, word for word from the spec: '2 App Selected'. */
  selectedLabel: 'App Selected',
  clearSelection: 'Close and clear selection',
  continue: 'Continue',
  /** Opens the booking dialog with the apps chosen here (DECISIONS "Lead context and the CRM"). */
  bookDemo: 'Book a demo of these',
  newTabNote: 'Your free trial opens in a new tab.',
  keepChoosing: 'Keep choosing',
  review: 'Review',
  emptyTitle: 'Your selection',
  emptyText: 'Pick one or more apps. They are listed here, ready for your free trial.',
} as const;
