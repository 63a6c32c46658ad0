import type { Metadata } from "next";
import Link from "next/link";
import { TextPage } from "@/components/landing/text-page";

export const metadata: Metadata = { title: "Privacy" };

// Static: everything said here is true of the code, whoever runs the instance.
export default function PrivacyPage() {
  return (
    <TextPage
      title="Privacy"
      intro="ForgeFit is self-hosted software. This instance is run by its operator, and everything you enter stays in this instance's own database."
    >
      <section aria-labelledby="stored">
        <h2 id="stored">What is stored</h2>
        <ul>
          <li>Your account: name, e-mail address, a salted hash of your password (never the password itself), your units and preferences.</li>
          <li>What you create: workouts, training programs and their weeks and days.</li>
          <li>What you log: training sessions with their sets, reps, loads and notes.</li>
          <li>For security: recent failed sign-in attempts and request counts per client address, used only to slow down password guessing and abuse, and cleared after a short time.</li>
        </ul>
        <p>The server&apos;s log records each request&apos;s method, path, status and duration, without query strings.</p>
      </section>
      <section aria-labelledby="where">
        <h2 id="where">Where it is kept</h2>
        <p>
          In the database of this instance, on the server its operator chose: an embedded database in the app&apos;s
          data folder or the operator&apos;s own PostgreSQL server. The operator&apos;s backups, if they make any,
          hold a copy. Nothing is sent to the ForgeFit project or to any third party: the app has no analytics, no
          advertising and no trackers.
        </p>
      </section>
      <section aria-labelledby="cookies">
        <h2 id="cookies">Cookies and browser storage</h2>
        <ul>
          <li>One session cookie, <code>forgefit_session</code>, keeps you signed in. It is httpOnly and expires with your session.</li>
          <li>Your browser&apos;s local storage keeps your sign-in token and account record for the app&apos;s pages, your light or dark theme, and a training session in progress, so a reload does not lose it. Signing out removes the sign-in entry.</li>
        </ul>
        <p>There are no advertising or tracking cookies.</p>
      </section>
      <section aria-labelledby="export">
        <h2 id="export">Getting your data out</h2>
        <p>
          Signed in, your <Link href="/account">Account</Link> page downloads everything your account holds as one JSON
          file (profile, workouts, programs, gym profiles, sessions and sets; never the password hash) and your training
          log as a CSV file; the <Link href="/history">History</Link> page has the CSV too.
        </p>
      </section>
      <section aria-labelledby="delete">
        <h2 id="delete">Deleting your account</h2>
        <p>
          <Link href="/account">Account</Link> → Delete account removes your account and everything linked to it from
          this instance&apos;s database once you confirm it. Copies in the operator&apos;s backups last
          as long as they keep those backups (see <Link href="/contact">Contact</Link>).
        </p>
      </section>
    </TextPage>
  );
}
