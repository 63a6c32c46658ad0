import type { ReactNode } from "react";
import { PublicFrame } from "@/components/layout/public-frame";
import { Providers } from "@/components/providers";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <PublicFrame>{children}</PublicFrame>
    </Providers>
  );
}
