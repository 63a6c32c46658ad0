"use client";

import { useAuth } from "@/lib/auth/auth.client";
import { LoadingState } from "@/components/ui/states";
import { DataSection } from "./data-section";
import { DeleteSection } from "./delete-section";
import { EmailForm } from "./email-form";
import { GymsSection } from "./gyms-section";
import { ImportSection } from "./import-section";
import { preferredUnit } from "@/lib/sessions/client/train-store.client";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

/** Everything a user expects of an account (issue 20 item 9), on the user's own record. */
export function AccountView() {
  const { user } = useAuth();
  if (!user) return <LoadingState text="Loading your account..." />;
  const email = typeof user.email === "string" ? user.email : "";
  const name = typeof user.name === "string" ? user.name : "";
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Account</h1>
      <ProfileForm user={{ ...user, id: user.id, name }} />
      <GymsSection />
      <EmailForm userId={user.id} email={email} />
      <PasswordForm userId={user.id} email={email} />
      <DataSection user={user} />
      <ImportSection unit={preferredUnit(user)} />
      <DeleteSection userId={user.id} />
    </main>
  );
}
