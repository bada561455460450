/**
 * Contentful's web apps (its US and EU hosts), whose entry editor shows a preview page in a frame: the preview
 * pages' Live Preview talks to them, and the security headers let them, and only them, frame those pages.
 */
export const CONTENTFUL_APP_ORIGINS: readonly string[] = ['https://app.contentful.com', 'https://app.eu.contentful.com'];
