import type { Metadata } from 'next';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import { API_BASE_PATH, openApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiOperation, type OpenApiParameter } from '@/schemas/api/openapi';
import { codeSpans, constraintsOf, fieldRows, operationsByTag, resolveParameter, resolveSchema, typeLabel, type FieldRow, type TypeLabel } from './schema-view';
import '@/app/styles/swagger.css';

// Built from code only: the same HTML for every request, prerendered per country and language.
export const ensureStatic = 'navigation';

const TITLE = 'API documentation';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await resolvePageContext(params);
  return { ...pageMetadata(TITLE, country, lang), robots: { index: false } };
}

const anchor = (prefix: string, name: string) => `${prefix}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const operationAnchor = (operation: OpenApiOperation) => anchor('op', operation.operationId);
const schemaAnchor = (name: string) => anchor('schema', name);

function Text({ children }: { children: string }) {
  return (
    <>
      {codeSpans(children).map((part, i) => (part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>))}
    </>
  );
}

function Type({ label }: { label: TypeLabel }) {
  if (!label.ref) return <span className="swagger-type">{label.text}</span>;
  const [before, after] = label.text.split(label.ref);
  return (
    <span className="swagger-type">
      {before}
      <a href={`#${schemaAnchor(label.ref)}`}>{label.ref}</a>
      {after}
    </span>
  );
}

function Fields({ rows }: { rows: FieldRow[] }) {
  if (rows.length === 0) return <p className="swagger-muted">No fields.</p>;
  return (
    <ul className="swagger-fields">
      {rows.map((row) => (
        <li key={row.name} className="swagger-field">
          <code className="swagger-field__name">{row.name}</code> <Type label={row.type} />{' '}
          <span className={row.required ? 'swagger-flag swagger-flag--required' : 'swagger-flag'}>{row.required ? 'required' : 'optional'}</span>
          {row.constraints.length > 0 && <span className="swagger-constraints"> · {row.constraints.join(' · ')}</span>}
          {row.description && (
            <p className="swagger-field__description">
              <Text>{row.description}</Text>
            </p>
          )}
          {row.children.length > 0 && <Fields rows={row.children} />}
        </li>
      ))}
    </ul>
  );
}

/** A schema shown as its fields (a named shape shows its name and its own fields). */
function SchemaBody({ schema, doc }: { schema: JsonSchema; doc: OpenApiDocument }) {
  const { name, schema: shown } = resolveSchema(schema, doc);
  return (
    <>
      {name && (
        <p className="swagger-muted">
          Schema <a href={`#${schemaAnchor(name)}`}>{name}</a>
        </p>
      )}
      {shown.properties ? (
        <Fields rows={fieldRows(shown)} />
      ) : (
        <p>
          <Type label={typeLabel(shown)} />
          {constraintsOf(shown).length > 0 && <span className="swagger-constraints"> · {constraintsOf(shown).join(' · ')}</span>}
        </p>
      )}
    </>
  );
}

function Parameters({ parameters, doc }: { parameters: OpenApiOperation['parameters']; doc: OpenApiDocument }) {
  const own = parameters.filter((p) => !('$ref' in p)) as OpenApiParameter[];
  const common = parameters.filter((p) => '$ref' in p).map((p) => resolveParameter(p, doc)).filter((p): p is OpenApiParameter => !!p);
  return (
    <>
      <h4 className="swagger-subhead">Parameters</h4>
      {own.length > 0 ? <ParameterTable parameters={own} /> : <p className="swagger-muted">None of its own.</p>}
      {common.length > 0 && (
        <p className="swagger-muted">
          Also the locale parameters <a href="#common-parameters">{common.map((p) => p.name).join(', ')}</a>.
        </p>
      )}
    </>
  );
}

function ParameterTable({ parameters }: { parameters: OpenApiParameter[] }) {
  return (
    <div className="swagger-table-wrap">
      <table className="swagger-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Required</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => {
            const rules = constraintsOf(p.schema);
            return (
              <tr key={`${p.in}:${p.name}`}>
                <td>
                  <code>{p.name}</code>
                </td>
                <td>{p.in}</td>
                <td>{p.required ? 'yes' : 'no'}</td>
                <td>
                  <Type label={typeLabel(p.schema)} />
                  {rules.length > 0 && <div className="swagger-constraints">{rules.join(' · ')}</div>}
                </td>
                <td>{p.description ? <Text>{p.description}</Text> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Operation({ method, path, base, operation, doc }: { method: string; path: string; base: string; operation: OpenApiOperation; doc: OpenApiDocument }) {
  const fullPath = `${base}${path}`;
  const success = operation.responses['200'];
  const errors = Object.entries(operation.responses).filter(([status]) => status !== '200');
  const body = operation.requestBody?.content['application/json'];
  return (
    <article className="swagger-op" id={operationAnchor(operation)} aria-labelledby={`${operationAnchor(operation)}-title`}>
      <h3 className="swagger-op__title" id={`${operationAnchor(operation)}-title`}>
        <span className={`swagger-method swagger-method--${method}`}>{method.toUpperCase()}</span>{' '}
        <code className="swagger-op__path" data-testid="endpoint-path">
          {fullPath}
        </code>
      </h3>
      <p className="swagger-op__summary">{operation.summary}</p>
      {operation.description && (
        <p className="swagger-op__description">
          <Text>{operation.description}</Text>
        </p>
      )}
      <Parameters parameters={operation.parameters} doc={doc} />
      {body && (
        <details className="swagger-schema">
          <summary>
            Request body <code>application/json</code>
          </summary>
          <SchemaBody schema={body.schema} doc={doc} />
        </details>
      )}
      {success && (
        <details className="swagger-schema">
          <summary>
            Response <span className="swagger-status swagger-status--ok">200</span> {success.description}
          </summary>
          {success.content?.['application/json'] && <SchemaBody schema={success.content['application/json'].schema} doc={doc} />}
        </details>
      )}
      {errors.length > 0 && (
        <>
          <h4 className="swagger-subhead">Errors</h4>
          <dl className="swagger-errors">
            {errors.map(([status, response]) => (
              <div key={status} className="swagger-errors__row">
                <dt>
                  <span className="swagger-status">{status}</span>
                </dt>
                <dd>
                  <Text>{response.description}</Text>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </article>
  );
}

/** /swagger (SPEC §2, blank layout): the OpenAPI document of /api/web/v1 as readable documentation. */
export default async function SwaggerPage({ params }: { params: Promise<LocaleParams> }) {
  await resolvePageContext(params);
  const doc = openApiDocument();
  const groups = operationsByTag(doc, API_BASE_PATH);
  const common = Object.values(doc.components.parameters);
  return (
    <div className="swagger" lang="en">
      <header className="swagger__intro">
        <h1>{doc.info.title}</h1>
        <p className="swagger-muted">
          Version {doc.info.version} · OpenAPI {doc.openapi} · base path <code>{API_BASE_PATH}</code> ·{' '}
          <a href={`${API_BASE_PATH}/openapi.json`}>openapi.json</a>
        </p>
        <p>
          <Text>{doc.info.description}</Text>
        </p>
        <nav aria-label="Endpoints" className="swagger-toc">
          {groups.map((group) => (
            <div key={group.name} className="swagger-toc__group">
              <p className="swagger-toc__heading">{group.name}</p>
              <ul>
                {group.operations.map(({ method, path, base, operation }) => (
                  <li key={`${method} ${base}${path}`}>
                    <a href={`#${operationAnchor(operation)}`}>
                      <span className={`swagger-method swagger-method--${method}`}>{method.toUpperCase()}</span> {base === API_BASE_PATH ? path : `${base}${path}`}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </header>

      {groups.map((group) => (
        <section key={group.name} className="swagger-group" aria-labelledby={anchor('group', group.name)}>
          <h2 id={anchor('group', group.name)}>{group.name}</h2>
          {group.description && <p className="swagger-muted">{group.description}</p>}
          {group.operations.map(({ method, path, base, operation }) => (
            <Operation key={`${method} ${base}${path}`} method={method} path={path} base={base} operation={operation} doc={doc} />
          ))}
        </section>
      ))}

      <section className="swagger-group" aria-labelledby="common-parameters">
        <h2 id="common-parameters">Locale parameters</h2>
        <p className="swagger-muted">Every endpoint except openapi.json takes the country and language from these, in this order.</p>
        <ParameterTable parameters={common} />
      </section>

      <section className="swagger-group" aria-labelledby="schemas">
        <h2 id="schemas">Schemas</h2>
        {Object.entries(doc.components.schemas).map(([name, schema]) => (
          <details key={name} className="swagger-schema" id={schemaAnchor(name)}>
            <summary>
              <code>{name}</code>
            </summary>
            <SchemaBody schema={schema} doc={doc} />
          </details>
        ))}
      </section>
    </div>
  );
}
