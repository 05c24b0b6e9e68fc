import { checkMailSettings, isValidEmailList, splitEmailList } from '@wardlight/domain';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../secrets/secret-box';
import { type MailSettingsRow, readMailSettings } from './mail-settings.repository';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What the mail server answered, for the console and the report log. */
export type MailOutcome = { ok: true; response: string } | { ok: false; error: string };

/** A server that takes longer than these is reported as failing, not waited for. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export class MailNotConfigured extends Error {
  override readonly name = 'MailNotConfigured';
}

/**
 * Sends the console's e-mail (test mails, reports, incident notices) through the configured server with
 * nodemailer (issue 15, ADR 0039). The settings are read for every mail, so a change counts at once and
 * instances agree; there is no pool to keep: a handful of mails a day.
 */
export function createMailer(deps: { db: Db; secrets: SecretBox }) {
  const box = deps.secrets.forUse('mail-password');

  async function transportOf(s: MailSettingsRow) {
    if (checkMailSettings(s).length) throw new MailNotConfigured('the mail server is not set up');
    // Loaded with the first mail: a handful a day, and ≈ 15 MiB the idle server does not carry (issue 11).
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      host: s.host,
      port: s.port,
      secure: s.security === 'tls',
      requireTLS: s.security === 'starttls',
      ignoreTLS: s.security === 'none',
      ...(s.username ? { auth: { user: s.username, pass: box.open(s.password) } } : {}),
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
  }

  async function send(mail: Mail, settings?: MailSettingsRow): Promise<MailOutcome> {
    try {
      const s = settings ?? (await readMailSettings(deps.db));
      if (!isValidEmailList(mail.to)) return { ok: false, error: `invalid recipients: ${mail.to}` };
      const transport = await transportOf(s);
      try {
        const info = await transport.sendMail({
          from: s.sender,
          to: splitEmailList(mail.to),
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments ?? [],
        });
        return { ok: true, response: String(info.response ?? '') };
      } finally {
        transport.close();
      }
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  return { send, seal: (password: string) => box.seal(password) };
}

export type Mailer = ReturnType<typeof createMailer>;
