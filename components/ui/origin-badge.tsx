import { Badge } from "./badge";

/**
 * Where a workout or program comes from, told apart on every card: the
 * catalogue's (seeded by migrations, the only ones the app presents as its
 * own), the viewer's, or shared by another user, never shown as official.
 */
export function OriginBadge({ isTemplate, mine, shared }: { isTemplate: boolean; mine: boolean; shared: boolean }) {
  if (mine) return <Badge tone="neutral">Yours</Badge>;
  if (isTemplate) return <Badge tone="brand">From the catalogue</Badge>;
  if (shared) return <Badge tone="warning">Shared by a user</Badge>;
  return null;
}
