import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { TextPage } from "@/components/landing/text-page";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Contact" };

// The address is read at request time, so one built image serves every operator's own CONTACT_EMAIL.
export default async function ContactPage() {
  await connection();
  const email = env().CONTACT_EMAIL;
  return (
    <TextPage
      title="Contact"
      intro="This ForgeFit instance is run by its operator: questions about your account, your data or this site go to them."
    >
      <section aria-labelledby="operator">
        <h2 id="operator">The operator of this instance</h2>
        {email ? (
          <p>
            Write to <a href={`mailto:${email}`} data-testid="contact-email">{email}</a>.
          </p>
        ) : (
          <p data-testid="contact-none">
            The operator has not published a contact address here. If you know who runs this instance (a club, a
            coach, a friend), ask them directly.
          </p>
        )}
      </section>
      <section aria-labelledby="before">
        <h2 id="before">Before you write</h2>
        <ul>
          <li>
            <Link href="/#faq">The FAQ</Link> answers the common questions.
          </li>
          <li>
            <Link href="/privacy">Privacy</Link> explains what is stored and how to export or delete it.
          </li>
        </ul>
      </section>
    </TextPage>
  );
}
