import { EMAIL_PATTERN, oneLine } from '../../lib/demo-fields';
import type { DemoRequest } from '../../lib/demo-schema';
import { cleanLeadContext } from '../../lib/lead-context';

/** The Firestore SDK's automatic ids, the only ones firestore.rules lets in: the id is mailed as the reference. */
const DEMO_ID = /^[A-Za-z0-9]{20}$/;

/**
 * An id with eight digits in a row was chosen, not made by the SDK (about 6 of its ids in a
 * million have one): most likely to mail a phone number, as the reference, to any inbox from our
 * domain. The rules cannot tell, so such a booking's confirmation is held; the sales alert goes.
 */
export const spellsNumber = (id: string) => /[0-9]{8}/.test(id);

/**
 * The booking as stored, checked field by field, its name on one line. The security rules let
 * only well-formed requests in, but a document written another way (the console, a script with
 * admin rights) is read here too: anything else is null, and the function leaves it alone. Of its
 * lead context only the valid part is read (cleanLeadContext), as the emails and the webhook carry it.
 */
export function storedRequest(id: string, data: Record<string, unknown> | undefined): DemoRequest | null {
  if (!data || !DEMO_ID.test(id)) return null;
  const { fullName, email, phone, preferredDate, preferredTime, description, urgency } = data;
  const context = cleanLeadContext(data.context);
  const text = (value: unknown): value is string => typeof value === 'string';
  if (!text(fullName) || !text(email) || !text(phone) || !text(description) || !text(urgency)) return null;
  if (!EMAIL_PATTERN.test(email)) return null; // it becomes a recipient and a link
  if (preferredDate !== null && (typeof preferredDate !== 'number' || !Number.isFinite(preferredDate))) return null;
  if (preferredTime !== null && !text(preferredTime)) return null;
  return {
    id,
    fullName: oneLine(fullName),
    email,
    phone,
    preferredDate,
    preferredTime,
    description,
    urgency,
    ...(context && { context }),
  };
}
