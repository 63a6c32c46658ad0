"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "@/lib/client/query-client";

// One client per browser tab, shared by the (public) and (app) layouts, so the
// cache survives moving between the two groups; a fresh one per server render.
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  return (browserClient ??= createQueryClient());
}

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
