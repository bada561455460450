/**
 * What an editor sees in preview where the renderer left something out: a block it skipped (in place of the
 * block), or a page entry that fails the page schema (in place of the page, which shoppers get as a 404).
 * Editors only, in English like the rest of the preview tools; role `note`, with the ajv errors.
 */
import type { SkipReason } from './skipped-blocks';
import type { ContentEntry } from './types';
import type { ValidationIssue } from './validate';

function IssueList({ errors }: { errors?: ValidationIssue[] }) {
  return errors?.length ? (
    <ul>{errors.map((e, i) => <li key={i}><code>{e.path}</code> {e.message}</li>)}</ul>
  ) : null;
}

/** A skipped block, in its place. */
export function BlockReport({ entry, reason, errors, message }: { entry: ContentEntry; reason: SkipReason; errors?: ValidationIssue[]; message?: string }) {
  return (
    <div className="block-report" role="note" data-content-type={entry.contentType} data-entry-id={entry.id}>
      <strong>Block skipped: {entry.contentType}</strong> ({entry.id}) — {reason}
      <IssueList errors={errors} />
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/** A page entry that fails `schemas/cms/page.schema.json`: why shoppers get the not-found page for it. */
export function PageReport({ entry, errors, path }: { entry: ContentEntry; errors: ValidationIssue[]; path: string }) {
  return (
    <article className="cms-page">
      <h1>Page not shown: {path}</h1>
      <div className="block-report" role="note" data-content-type={entry.contentType} data-entry-id={entry.id}>
        <strong>The page entry ({entry.id}) fails the page schema</strong>, so shoppers get the not-found page (404) here
        until it is mended:
        <IssueList errors={errors} />
      </div>
    </article>
  );
}
