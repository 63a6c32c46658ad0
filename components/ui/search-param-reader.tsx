"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";

/**
 * Reports one search parameter to its parent. useSearchParams makes a static
 * page render everything below the nearest Suspense boundary in the browser only;
 * reading it here, in a boundary of its own, keeps the rest of the page in the HTML.
 */
export function SearchParamReader({ name, onValue }: { name: string; onValue: (value: string | null) => void }) {
  const value = useSearchParams().get(name);
  useEffect(() => onValue(value), [value, onValue]);
  return null;
}
