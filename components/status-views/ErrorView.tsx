export interface ErrorViewProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry?: () => void;
  reference?: string;
}

/** The view a fatal error shows (SPEC §2). */
export function ErrorView({ title, body, retryLabel, onRetry, reference }: ErrorViewProps) {
  return (
    <section className="status-view" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      {reference ? <p><small>Reference: {reference}</small></p> : null}
      <div className="status-view__actions">
        <button type="button" className="button" onClick={onRetry ?? (() => window.location.reload())}>{retryLabel}</button>
      </div>
    </section>
  );
}
