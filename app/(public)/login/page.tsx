import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { SocialButtons } from "@/components/auth/social-buttons";
import Link from "next/link";

export const metadata: Metadata = { title: "Log In" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { redirect } = await searchParams;
  return (
    <AuthCard title="Welcome Back!" subtitle="Log in to continue your training.">
      {/* Only the form is interactive: what follows it is rendered on the server and ships no JavaScript. */}
      <div className="space-y-4">
        <LoginForm redirectTo={typeof redirect === "string" ? redirect : null} />
        <SocialButtons providers={["Google"]} />
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          Don&apos;t have an account?{" "}
          <Link href="/register" className="font-semibold text-brand-600 underline dark:text-brand-100">
            Sign up
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
