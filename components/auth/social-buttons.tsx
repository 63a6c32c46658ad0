/** The social sign-in buttons are shown but disabled (spec 1 §2): no other-service sign-in yet. */
export function SocialButtons({ providers }: { providers: string[] }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          disabled
          title={`${provider} sign-in is not available yet`}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-600 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:text-slate-300"
        >
          Continue with {provider}
        </button>
      ))}
    </div>
  );
}
