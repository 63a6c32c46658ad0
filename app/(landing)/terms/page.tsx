import type { Metadata } from "next";
import Link from "next/link";
import { TextPage } from "@/components/landing/text-page";

export const metadata: Metadata = { title: "Terms" };

export default function TermsPage() {
  return (
    <TextPage
      title="Terms of use"
      intro="ForgeFit is free, open-source software. These terms cover using this instance; its operator may add their own."
    >
      <section aria-labelledby="service">
        <h2 id="service">The service</h2>
        <p>
          This instance is run by its operator, not by the ForgeFit project. It is free to use: there are no paid
          plans, subscriptions or payments. The operator decides who may register and may suspend accounts or shut the
          instance down.
        </p>
      </section>
      <section aria-labelledby="health">
        <h2 id="health">Training at your own risk</h2>
        <p>
          Workouts and programs are generated from general training principles and are not medical advice. Check with
          a doctor or physiotherapist before starting, especially with an injury or a health condition, and stop an
          exercise that causes pain.
        </p>
      </section>
      <section aria-labelledby="account">
        <h2 id="account">Your account and content</h2>
        <ul>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
          <li>What you create stays yours. Workouts or programs you mark public can be seen by other visitors.</li>
          <li>Do not use the instance to harm others or to overload it.</li>
        </ul>
      </section>
      <section aria-labelledby="warranty">
        <h2 id="warranty">No warranty</h2>
        <p>
          The software is provided as is, without warranty of any kind, as its open-source licence says. The instance
          may be unavailable or lose data; keep your own copy of anything that matters (see{" "}
          <Link href="/privacy#export">getting your data out</Link>).
        </p>
      </section>
      <section aria-labelledby="questions">
        <h2 id="questions">Questions</h2>
        <p>
          See <Link href="/privacy">Privacy</Link> for what is stored, or <Link href="/contact">contact the operator</Link>.
        </p>
      </section>
    </TextPage>
  );
}
