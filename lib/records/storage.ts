import os from "node:os";
import path from "node:path";
import { env } from "@/lib/env";

/** Where stored files live: DATA_DIR/storage, or a temp folder when the database is in memory. */
export function storageRoot(): string {
  const dataDir = env().DATA_DIR;
  if (dataDir === "memory://" || dataDir.includes("://")) return path.join(os.tmpdir(), "forgefit-storage");
  return path.resolve(dataDir, "storage");
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** A path segment that cannot climb out of its folder. */
export function isSafeSegment(segment: string): boolean {
  return SAFE_SEGMENT.test(segment) && !segment.includes("..");
}

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

export function contentTypeOf(filename: string): string {
  return TYPES[path.extname(filename).toLowerCase()] ?? "application/octet-stream";
}
