/**
 * Runs the test's Dates in a time zone, as a visitor's browser there would; with no zone, in the
 * test run's own. Through the unit tests' environment (scripts/jest/time-zone-environment.mjs).
 */
export function useTimeZone(zone?: string): void {
  (globalThis as unknown as { setTimeZone: (zone?: string) => void }).setTimeZone(zone);
}
