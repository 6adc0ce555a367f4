// The reference page at /api/docs, rendered on the server from the API document: plain HTML
// with one inline style sheet (the Content Security Policy allows inline styles, no scripts
// from elsewhere) and no script at all, so it works offline and needs no CDN. It is a page for
// developers, in English only, like the document it shows.

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Record<string, unknown>[];
  requestBody?: { description?: string; content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; $ref?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
}

/** Text for an element's content or a quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Text inside <pre>: quotes stay as they are, the schemas being full of them. */
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1a1a1a;background:#fff}
h2{margin-top:2rem;border-bottom:1px solid #ccc}details{border:1px solid #ddd;border-radius:6px;margin:.4rem 0;padding:.3rem .7rem}
summary{cursor:pointer}code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f5f5f5;padding:.5rem;overflow:auto;max-height:24rem;white-space:pre-wrap;overflow-wrap:anywhere}
.m{display:inline-block;min-width:4.2rem;font-weight:700}.get{color:#0b6e2f}.post{color:#8a4b00}.put,.patch{color:#0a4f8a}.delete{color:#a11}
.pub{font-size:12px;border:1px solid #888;border-radius:4px;padding:0 .3rem;margin-left:.4rem}
@media (prefers-color-scheme:dark){body{background:#151515;color:#eee}pre{background:#222}details{border-color:#444}.get{color:#6c6}.post{color:#fb6}.put,.patch{color:#7bf}.delete{color:#f88}}`;

const schemaBlock = (schema: unknown) =>
  schema === undefined ? '' : `<pre>${escapeText(JSON.stringify(schema))}</pre>`;

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) =>
      typeof p.$ref === 'string'
        ? `<li><code>${escapeHtml(p.$ref.split('/').pop() ?? '')}</code> (query, list paging)</li>`
        : `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}${p.required ? ', required' : ''})</li>`,
    )
    .join('');
  const body = op.requestBody?.content
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, { schema }]) =>
            `<p>Body <code>${escapeHtml(type)}</code></p>${schemaBlock(schema)}`,
        )
        .join('')
    : '';
  const answers = Object.entries(op.responses ?? {})
    .map(([status, answer]) => {
      const types = Object.entries(answer.content ?? {});
      const text = answer.$ref
        ? `error answer (${escapeHtml(answer.$ref.split('/').pop() ?? '')})`
        : escapeHtml(answer.description ?? '');
      const shown = types
        .map(
          ([type, { schema }]) =>
            `<code>${escapeHtml(type)}</code>${type === 'application/json' ? schemaBlock(schema) : ''}`,
        )
        .join(' ');
      return `<li><b>${escapeHtml(status)}</b> ${text} ${shown}</li>`;
    })
    .join('');
  return `<details><summary><span class="m ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code> ${escapeHtml(op.summary ?? '')}${op.security?.length === 0 ? '<span class="pub">no session</span>' : ''}</summary>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${params ? `<p>Parameters</p><ul>${params}</ul>` : ''}${body}<p>Answers</p><ul>${answers}</ul></details>`;
}

/** The whole page for `document` (the API document as built for /api/openapi.json). */
export function renderApiDocsPage(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op as Operation).tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op as Operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const nav = tags.map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' · ');
  const sections = tags
    .map(
      (tag) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} API</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(document.info.title)} API <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Signed-in routes need the session cookie; errors answer the <code>Error</code> schema there. This developer page is in English only.</p>
<nav>${nav}</nav>${sections}</body></html>`;
}
