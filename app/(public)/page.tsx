import Link from "next/link";

// The full landing page arrives with the pages issue; this is the platform's front door.
export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col justify-center py-24 gap-6 p-8">
      <h1 className="text-4xl font-bold tracking-tight">ForgeFit</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">
        Workouts and programs that adapt to your gym, your body and your progress.
      </p>
      <div className="flex gap-3">
        <Link href="/register" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Start Your Free Assessment
        </Link>
        <Link href="/workout-generator" className="rounded-lg border border-slate-300 px-4 py-2 font-medium dark:border-slate-700">
          Explore How It Works
        </Link>
      </div>
    </main>
  );
}
