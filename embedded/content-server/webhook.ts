// Contentful-style webhooks after a publish or unpublish, to CONTENT_WEBHOOK_URL (e.g. the store's
// revalidation endpoint). A failing webhook is logged in one line and never fails the publish.
import type { Logger } from './types';

export interface WebhookConfig {
  url?: string;
  secret?: string;
  timeoutMs?: number;
}

export function webhookFromEnv(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  return { url: env.CONTENT_WEBHOOK_URL || undefined, secret: env.CONTENT_WEBHOOK_SECRET || undefined };
}

/** `scheme://host/path` without query or credentials, for log lines. */
function printable(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

/**
 * POSTs `body` with topic `ContentManagement.<topic>`. Resolves when the receiver has answered (or the
 * attempt failed), so by the time a publish returns, the receiver has seen it.
 */
export async function sendWebhook(config: WebhookConfig, topic: string, body: unknown, log: Logger, extraHeaders: Record<string, string> = {}): Promise<void> {
  if (!config.url) return;
  const headers: Record<string, string> = {
    'Content-Type': 'application/vnd.contentful.management.v1+json',
    'X-Contentful-Topic': `ContentManagement.${topic}`,
    'X-Contentful-Webhook-Name': 'atelier-content-server',
    ...extraHeaders,
  };
  if (config.secret) headers['X-Contentful-Webhook-Secret'] = config.secret;
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    await res.arrayBuffer(); // drain, so the connection is released
    if (!res.ok) log(`content: webhook ${topic} to ${printable(config.url)} answered ${res.status}`);
  } catch (err) {
    const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    log(`content: webhook ${topic} to ${printable(config.url)} failed: ${reason}`);
  }
}
