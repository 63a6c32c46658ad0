import { getDatabase } from "@/db";
import { requireUser } from "@/lib/auth/current-user.server";
import { badRequest, fieldError } from "@/lib/records/errors";
import { handle, json } from "@/lib/records/http";
import { recentRecordsFor } from "@/lib/sessions/records.server";
import { isWeightUnit } from "@/lib/sessions/units";

export const dynamic = "force-dynamic";

/** GET /api/records/recent[?days=30]: the signed-in lifter's personal records of the last `days` (1-365), newest first, at most 10. */
export async function GET(request: Request): Promise<Response> {
  return handle(async () => {
    const user = await requireUser(request);
    const raw = new URL(request.url).searchParams.get("days") ?? "30";
    const days = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(days >= 1 && days <= 365)) throw badRequest("Invalid days.", { days: fieldError("validation_invalid_days", "Must be a whole number of days from 1 to 365.") });
    const unit = isWeightUnit(user.weightUnit) ? user.weightUnit : "kg";
    const items = await recentRecordsFor(await getDatabase(), user.id, unit, days, 10);
    return json({ unit, items }, 200, { "cache-control": "no-store" });
  });
}
