import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

type Log = { info(obj: object, msg: string): void };

/** Real mail through SMTP_URL. */
// nodemailer loads with the first mail, not at every start.
const nodemailer = () => import('nodemailer').then((m) => m.default);

const SMTP_TIMEOUT_MS = 10_000;

export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      // A silent server is given up within a minute (nodemailer waits minutes by default): the
      // outbox's claim on a mail (lib/mail-sender.ts) must outlast a batch of such attempts.
      transport ??= nodemailer().then((n) =>
        n.createTransport({
          url,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: 3 * SMTP_TIMEOUT_MS,
        }),
      );
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/**
 * No SMTP configured: each mail becomes an .eml file under DATA_DIR/outbox, and its first link
 * is logged so a developer can follow it from the console.
 */
export function outboxMailer(dir: string, from: string, log?: Log): Mailer {
  let stream: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      stream ??= nodemailer().then((n) => n.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
      const info = await (await stream).sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log?.info({ to: mail.to, subject: mail.subject, file, link: firstLink(mail.text) }, 'mail written to outbox');
    },
  };
}

/** Keeps mails in memory: tests read the links from here. */
export function memoryMailer(): Mailer & { sent: Mail[]; lastLinkTo(to: string): string | undefined } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastLinkTo(to) {
      const mail = [...sent].reverse().find((m) => m.to === to);
      return mail ? firstLink(mail.text) : undefined;
    },
  };
}

export const firstLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0];
