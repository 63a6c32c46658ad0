import type { ReactNode } from "react";
import { AppShell } from "@/components/dashboard/app-shell";
import { Providers } from "@/components/providers";
import { requirePageUser } from "./guard";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  return (
    <Providers>
      <AppShell user={{ name: user.name, email: user.email }}>{children}</AppShell>
    </Providers>
  );
}
