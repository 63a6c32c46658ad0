import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Log In" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect } = await searchParams;
  return (
    <AuthCard title="Welcome Back!" subtitle="Log in to continue your training.">
      <LoginForm redirectTo={typeof redirect === "string" ? redirect : null} />
    </AuthCard>
  );
}
