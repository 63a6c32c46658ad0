import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default function ResetPasswordPage() {
  return (
    <AuthCard title="Choose a new password" subtitle="At least 8 characters; a phrase of a few words is easy to remember and hard to guess.">
      <ResetPasswordForm />
    </AuthCard>
  );
}
