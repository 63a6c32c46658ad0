import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm, type PaidPlan } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Create Your Account" };

function paidPlan(value: string | string[] | undefined): PaidPlan | null {
  return value === "pro" || value === "elite" ? value : null;
}

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { plan } = await searchParams;
  return (
    <AuthCard title="Create Your Account" subtitle="Start your free assessment in under a minute.">
      <RegisterForm plan={paidPlan(plan)} />
    </AuthCard>
  );
}
