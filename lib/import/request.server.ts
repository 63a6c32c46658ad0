import "server-only";
/**
 * The import endpoint's input, bounded before any work: the source from the
 * path, the options from the query, the file from the body (at most
 * IMPORT_LIMITS.maxBytes, read as UTF-8 text; a JSON string or a multipart
 * "file" part are accepted too, for clients that cannot send a raw body).
 */
import { badRequest, fieldError } from "@/lib/records/errors";
import { readLimited } from "@/lib/records/http";
import { isTimeZone } from "@/lib/shared/time-zone";
import { isWeightUnit } from "@/lib/sessions/units";
import { ImportFormatError, type ImportSource } from "./formats";
import { IMPORT_LIMITS, ImportError, type ImportOptions } from "./import.server";

const SOURCES: readonly ImportSource[] = ["strong", "hevy"];

function rejectedNames(raw: string | null): Set<string> {
  if (!raw) return new Set();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest("Invalid reject list.", { reject: fieldError("validation_invalid_json", "Must be a JSON array of exercise names.") });
  }
  if (!Array.isArray(parsed) || parsed.length > IMPORT_LIMITS.maxRejectedNames || !parsed.every((n) => typeof n === "string" && n.length <= 200)) {
    throw badRequest("Invalid reject list.", { reject: fieldError("validation_invalid_list", `Must be a JSON array of at most ${IMPORT_LIMITS.maxRejectedNames} names of at most 200 characters.`) });
  }
  return new Set(parsed as string[]);
}

async function fileText(request: Request): Promise<string> {
  const bytes = await readLimited(request, IMPORT_LIMITS.maxBytes);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
    const file = form?.get("file");
    if (!file || typeof file === "string") throw badRequest("Attach the export as the \"file\" part.", { file: fieldError("validation_required", "Missing file.") });
    return file.text();
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (type.startsWith("application/json")) {
    try {
      const parsed = JSON.parse(text);
      if (typeof parsed === "string") return parsed;
    } catch {
      /* fall through to the error below */
    }
    throw badRequest("Send the export file as the request body (text/csv).");
  }
  return text;
}

export async function importRequest(request: Request, source: string, user: { id: string; weightUnit?: unknown; timeZone?: unknown }): Promise<{ text: string; options: ImportOptions }> {
  if (!SOURCES.includes(source as ImportSource)) throw badRequest("Unknown import source: use /api/import/strong or /api/import/hevy.");
  const query = new URL(request.url).searchParams;
  const unitParam = query.get("unit");
  if (unitParam !== null && !isWeightUnit(unitParam)) throw badRequest("Invalid unit.", { unit: fieldError("validation_invalid_unit", "Must be kg or lbs.") });
  const unit = unitParam ?? (isWeightUnit(user.weightUnit) ? user.weightUnit : "kg");
  const text = await fileText(request);
  if (!text.trim()) throw badRequest("The file is empty.", { file: fieldError("validation_required", "Missing file.") });
  return {
    text,
    options: {
      userId: user.id,
      source: source as ImportSource,
      unit,
      timeZone: isTimeZone(user.timeZone) ? user.timeZone : "UTC",
      preview: query.get("preview") === "1" || query.get("preview") === "true",
      rejectFuzzy: rejectedNames(query.get("reject")),
    },
  };
}

/** Format errors of the file are the client's: a 400 that says what is wrong with it. */
export function importFailure(error: unknown): never {
  if (error instanceof ImportFormatError || error instanceof ImportError) throw badRequest(error.message, { file: fieldError("validation_invalid_file", error.message) });
  throw error;
}
