import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailSettings } from '../config';
import { PermanentDeliveryError } from '../domain/errors';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Stable per notification, so a repeated send is recognisably the same message. */
  messageId: string;
  lang: string;
}

/**
 * Email through SMTP with nodemailer. An SMTP 5xx answer (no such mailbox, refused) is permanent;
 * anything else (connection, 4xx) is retried by the queue.
 */
export class EmailSender {
  private readonly transport: Transporter;

  constructor(private readonly settings: EmailSettings) {
    this.transport = nodemailer.createTransport(settings.smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: message.messageId,
        headers: { 'Content-Language': message.lang },
      });
    } catch (err) {
      const code = (err as { responseCode?: unknown }).responseCode;
      const text = err instanceof Error ? err.message : String(err);
      if (typeof code === 'number' && code >= 500) throw new PermanentDeliveryError(text);
      throw err;
    }
  }

  close(): void {
    this.transport.close();
  }
}
