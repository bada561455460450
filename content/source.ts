/**
 * The content source: Contentful's own SDK, pointed at the embedded content server by default or at
 * Contentful itself when CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set.
 */
import { createClient, type ContentfulClientApi } from 'contentful';
import space from '@/demo-data/content/space.json';

export interface ContentSourceConfig {
  space: string;
  environment: string;
  accessToken: string;
  previewToken: string;
  /** host[:port] of the API; undefined for Contentful's own hosts. */
  host?: string;
  previewHost?: string;
  insecure: boolean;
  embedded: boolean;
}

export const EMBEDDED_DEFAULTS = {
  port: 54400,
  deliveryToken: 'atelier-delivery-token',
  previewToken: 'atelier-preview-token',
};

export function contentSourceConfig(env: NodeJS.ProcessEnv = process.env): ContentSourceConfig {
  if (env.CONTENTFUL_SPACE_ID && env.CONTENTFUL_ACCESS_TOKEN) {
    return {
      space: env.CONTENTFUL_SPACE_ID,
      environment: env.CONTENTFUL_ENVIRONMENT ?? 'master',
      accessToken: env.CONTENTFUL_ACCESS_TOKEN,
      previewToken: env.CONTENTFUL_PREVIEW_TOKEN ?? '',
      host: undefined,
      previewHost: 'preview.contentful.com',
      insecure: false,
      embedded: false,
    };
  }
  const host = env.CONTENT_HOST ?? `127.0.0.1:${env.CONTENT_PORT ?? EMBEDDED_DEFAULTS.port}`;
  return {
    space: space.spaceId,
    environment: space.environment,
    accessToken: env.CONTENT_DELIVERY_TOKEN ?? EMBEDDED_DEFAULTS.deliveryToken,
    previewToken: env.CONTENT_PREVIEW_TOKEN ?? EMBEDDED_DEFAULTS.previewToken,
    host,
    previewHost: host,
    insecure: true,
    embedded: true,
  };
}

const clients = new Map<string, ContentfulClientApi<undefined>>();

/** The SDK client for published content, or for drafts when `preview` is true. */
export function contentClient(preview = false): ContentfulClientApi<undefined> {
  const config = contentSourceConfig();
  const key = `${preview}|${config.host}|${config.space}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      space: config.space,
      environment: config.environment,
      accessToken: preview ? config.previewToken : config.accessToken,
      ...(preview ? (config.previewHost ? { host: config.previewHost } : {}) : config.host ? { host: config.host } : {}),
      insecure: config.insecure,
      retryOnError: !config.embedded,
      timeout: 10_000,
    });
    clients.set(key, client);
  }
  return client;
}

/** All locale codes of the space, default first (from the seed for the embedded server). */
export const contentLocales: readonly string[] = space.locales.map((l) => l.code);
