import { QueryClient } from "@tanstack/react-query";

/** Cache policy of spec 1 §9: fresh 5 minutes, kept 10, 3 retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: 3,
        refetchOnWindowFocus: false,
      },
    },
  });
}
