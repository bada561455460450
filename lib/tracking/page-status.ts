/**
 * How a status page tells the tracking island its status: the not-found view carries this attribute, and
 * the island reads the document when it sends the page view (the page's HTML is cached, so the status
 * cannot come from the server per request). A module of its own so the view imports nothing else.
 */
export const PAGE_STATUS_ATTRIBUTE = 'data-page-status';

export function documentStatus(doc: Pick<Document, 'querySelector'>): 200 | 404 {
  return doc.querySelector(`[${PAGE_STATUS_ATTRIBUTE}="404"]`) ? 404 : 200;
}
