import type { DemoRequest } from '../../lib/demo-schema';

/** The unit tests' booking: its id, and when it was made. */
export const ID = 'x7Kq2mP9aLr4TnB8cVw1';
export const BOOKED_AT = Date.UTC(2026, 0, 10, 6, 0, 0);

/** A stored request for Thursday 15/01/2026 at 2:00 PM IST, with no context unless given one. */
export function sampleRequest(overrides: Partial<DemoRequest> = {}): DemoRequest {
  return {
    id: ID,
    fullName: 'Asha Rao',
    email: 'asha@example.in',
    phone: '9876543210',
    preferredDate: Date.UTC(2026, 0, 14, 18, 30), // 15/01/2026, 00:00 IST
    preferredTime: '14:00',
    description: 'A G+2 house on a 30x40 plot in Mysuru.',
    urgency: 'high',
    ...overrides,
  };
}
