import type { OutboxMessage } from '@/commerce/outbox/outbox';
import { isSafeHref } from '@/lib/safe-url';

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/g;

/** A message body with its http(s) links clickable; everything else stays text. */
function BodyText({ body }: { body: string }) {
  const parts = body.split(URL_IN_TEXT);
  return (
    <pre className="sandbox-outbox__body">
      {parts.map((part, index) => (index % 2 === 1 && isSafeHref(part) ? <a key={index} href={part}>{part}</a> : part))}
    </pre>
  );
}

/** The outbox messages as a list of articles (developer page). */
export function OutboxList({ messages, recipient }: { messages: OutboxMessage[]; recipient?: string }) {
  if (messages.length === 0) {
    return <p>{recipient ? `No messages to ${recipient} yet.` : 'No messages yet. Request a password reset or get an account blocked to see one here.'}</p>;
  }
  return (
    <ol className="sandbox-outbox__list" aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id}>
          <article aria-labelledby={`outbox-${message.id}`}>
            <h2 id={`outbox-${message.id}`}>{message.subject}</h2>
            <p>
              {message.channel === 'email' ? 'Email' : 'SMS'} to <strong>{message.recipient}</strong> · {message.kind} ·{' '}
              <time dateTime={message.createdAt}>{message.createdAt.replace('T', ' ').slice(0, 19)} UTC</time>
            </p>
            <BodyText body={message.body} />
          </article>
        </li>
      ))}
    </ol>
  );
}
