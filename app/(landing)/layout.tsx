import type { ReactNode } from "react";
import { MarketingFrame } from "@/components/layout/marketing-frame";

/**
 * The landing page has its own route group so it loads without TanStack Query:
 * it fetches nothing in the browser, and the provider is about 8 KB of its
 * first-load JavaScript. Every other page gets the provider from its group's layout.
 */
export default function LandingLayout({ children }: { children: ReactNode }) {
  return <MarketingFrame>{children}</MarketingFrame>;
}
