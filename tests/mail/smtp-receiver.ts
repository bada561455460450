/**
 * The receiving side of the store's SMTP in tests (issue 31): a real SMTP server (smtp-server) on 127.0.0.1, every
 * message it is handed parsed with mailparser. `refuse` answers RCPT TO with a permanent 5xx for matching recipients.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  from: string;
  /** The envelope's recipients, joined by ", ". */
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface SmtpReceiver {
  port: number;
  received: ReceivedMail[];
  /** Closes the port (a server that is down); `startSmtpReceiver(port)` brings one back on it. */
  stop: () => Promise<void>;
}

export async function startSmtpReceiver(port = 0, refuse: (rcpt: string) => boolean = () => false): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) return callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
          received.push({ from: mail.from?.text ?? '', to, subject: mail.subject ?? '', text: (mail.text ?? '').trim(), messageId: mail.messageId ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Messages received more than once (the same Message-ID). */
export const duplicatesIn = (received: readonly ReceivedMail[]) => received.length - new Set(received.map((r) => r.messageId)).size;
