import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">Not Found</h1>
      <p className="text-slate-600 dark:text-slate-300">The page you asked for does not exist.</p>
      <Link href="/" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Go home
      </Link>
    </main>
  );
}
