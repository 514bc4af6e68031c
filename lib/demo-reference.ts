/**
 * A booking's reference is the id of its document in `scheduled_demos` (DECISIONS "Demo booking"):
 * nothing to generate, nothing to keep in step. The page and both emails show it the same way.
 */
export function formatReference(id: string): string {
  return `Reference: ${id}`;
}
