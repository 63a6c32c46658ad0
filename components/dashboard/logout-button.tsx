"use client";

import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { signOut } from "@/lib/auth/auth.client";
import { Button } from "@/components/ui/button";

export function LogoutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await signOut();
    // Another account signing in on this tab must not see this one's cached sessions.
    queryClient.clear();
    router.replace("/");
    router.refresh();
  }

  return (
    <Button variant="secondary" onClick={logout} disabled={busy} className="w-full">
      {busy ? "Logging out..." : "Logout"}
    </Button>
  );
}
