// The /docs page: reads /openapi.json and lists each call with its parameters and answers.
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nori API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
details{border:1px solid #ddd;border-radius:6px;margin:.5rem 0;padding:.5rem .75rem}
summary{cursor:pointer}code,pre{font:13px ui-monospace,monospace}pre{background:#f6f6f6;padding:.5rem;overflow:auto}
.m{display:inline-block;min-width:4rem;font-weight:600}
</style>
</head>
<body>
<h1>Nori ordering API</h1>
<p>Generated from the contract's schemas: <a href="/openapi.json">/openapi.json</a>.</p>
<main id="operations">Loading…</main>
<script src="/docs/docs.js"></script>
</body>
</html>
`;

export const DOCS_SCRIPT = `
const main = document.getElementById('operations');
const el = (tag, text) => { const node = document.createElement(tag); if (text) node.textContent = text; return node; };
fetch('/openapi.json').then((response) => response.json()).then((doc) => {
  main.textContent = '';
  const info = el('p', doc.info.description || '');
  main.append(info);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const details = el('details');
      const summary = el('summary');
      summary.append(el('span', method.toUpperCase()), ' ', el('code', path), ' — ', op.summary || '');
      summary.firstChild.className = 'm';
      details.append(summary);
      for (const parameter of op.parameters || []) {
        details.append(el('div', parameter.in + ' ' + parameter.name + (parameter.required ? ' (required)' : '')));
      }
      for (const [status, answer] of Object.entries(op.responses || {})) {
        details.append(el('h4', status + ' ' + (answer.description || '')));
        const schema = answer.content && answer.content['application/json'] && answer.content['application/json'].schema;
        if (schema) details.append(el('pre', JSON.stringify(schema, null, 2)));
      }
      main.append(details);
    }
  }
}).catch((error) => { main.textContent = 'Could not load /openapi.json: ' + error.message; });
`;
