"use client";

import PocketBase from "pocketbase";

let instance: PocketBase | undefined;

/**
 * The one SDK instance of the browser. The API is served by this same origin.
 * The SDK keeps the session in local storage; its (non-httpOnly) cookie is
 * rewritten on every change, as the spec describes.
 */
export function pb(): PocketBase {
  if (instance) return instance;
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  instance = new PocketBase(origin);
  instance.autoCancellation(false);
  if (typeof document !== "undefined") {
    instance.authStore.onChange(() => {
      document.cookie = instance!.authStore.exportToCookie({
        httpOnly: false,
        secure: window.location.protocol === "https:",
        sameSite: "Strict",
        path: "/",
      });
    });
  }
  return instance;
}
