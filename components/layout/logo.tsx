import Link from "next/link";

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <span aria-hidden="true" className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        F
      </span>
      ForgeFit
    </Link>
  );
}
