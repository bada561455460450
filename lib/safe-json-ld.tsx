/**
 * The one JSON-LD sink (DESIGN.md security sinks): structured data is serialized here and nowhere else.
 * Inside `<script>` the HTML parser ends the element at `</script` and treats `<!--` specially, whatever
 * JSON says, so `<`, `>` and `&` are written as JSON unicode escapes; U+2028/U+2029 are escaped too (they
 * end lines in older JavaScript parsers). The result is still valid JSON that parses to the same value.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text safe to place inside a `<script type="application/ld+json">` element. */
export function safeJsonLd(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('JSON-LD data must be serializable to JSON');
  return json.replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]);
}

/** A schema.org JSON-LD script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // eslint-disable-next-line react/no-danger -- the one JSON-LD sink: safeJsonLd escapes <, >, & and U+2028/9, so the data cannot end the script element.
      dangerouslySetInnerHTML={{ __html: safeJsonLd(data) }}
    />
  );
}
