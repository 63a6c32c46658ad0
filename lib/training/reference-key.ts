/**
 * How reference names are compared: "Lower Back Pain", "lower-back-pain",
 * "LOWER_BACK_PAIN" and "lowerBackPain" all become "lower_back_pain". A file
 * of its own so browser code (the program builder) can use it without the
 * whole catalogue.
 */
export function referenceKey(value: string): string {
  return value
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}
