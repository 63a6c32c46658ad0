import "server-only";
import { createTransport, type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: Transporter | undefined;

/**
 * Sends through SMTP_URL when it is set. A self-hosted instance often has no
 * mail server: then the message goes to the server log (README: "Password
 * reset"), so the operator can pass the link on. Never throws to the caller:
 * a mail failure must not tell a visitor whether an address is registered.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    logger.info(`mail not sent (SMTP_URL is unset): ${mail.subject}\n${mail.text}`, { to: mail.to });
    return;
  }
  try {
    transport ??= createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
  } catch (error) {
    logger.error("mail could not be sent", { to: mail.to, error: error instanceof Error ? error.message : String(error) });
  }
}
