// Local lint rules that keep the dependency direction of ARCHITECTURE.md.
// Kept tiny on purpose: path matching only, no type information.
import path from 'node:path';

const normalise = (file) => file.split(path.sep).join('/');

/** Resolves an import source to a repository-relative path when it is relative, else null. */
function resolveRelative(fromFile, source) {
  if (!source.startsWith('.')) return null;
  return normalise(path.join(path.dirname(fromFile), source));
}

function featureOf(file) {
  const match = /\/features\/([^/]+)\//.exec(normalise(file));
  return match ? match[1] : null;
}

function reportImports(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** A feature may use another feature only through its public entry (features/<name>/index.ts). */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      internals:
        "Feature '{{from}}' reaches into the internals of feature '{{to}}'; import from its index instead.",
    },
    schema: [],
  },
  create(context) {
    const file = normalise(context.filename);
    const from = featureOf(file);
    if (!from) return {};
    return reportImports(context, (node, source) => {
      const target = resolveRelative(file, source) ?? source.replace(/^~\//, '/app/');
      const to = featureOf(target + '/');
      if (!to || to === from) return;
      const afterFeature = target.split(`/features/${to}`)[1] ?? '';
      const isPublicEntry = afterFeature === '' || afterFeature === '/' || afterFeature === '/index';
      if (!isPublicEntry) context.report({ node, messageId: 'internals', data: { from, to } });
    });
  },
};

/**
 * Layers listed from the outside in; a file may import only layers at or after its own.
 * Options: [{ base: 'apps/api/src', layers: ['routes', 'services', ['repositories', 'adapters']] }]
 */
const layerOrder = {
  meta: {
    type: 'problem',
    messages: {
      upward: "The '{{from}}' layer must not import from the '{{to}}' layer (dependencies point inward).",
    },
    schema: [{ type: 'object', properties: { base: { type: 'string' }, layers: { type: 'array' } } }],
  },
  create(context) {
    const { base, layers } = context.options[0];
    const levels = new Map();
    layers.forEach((entry, level) => [entry].flat().forEach((name) => levels.set(name, level)));
    const layerOf = (file) => {
      const rest = normalise(file).split(`${base}/`)[1];
      return rest ? rest.split('/')[0] : null;
    };
    const from = layerOf(context.filename);
    if (!levels.has(from)) return {};
    return reportImports(context, (node, source) => {
      const target = resolveRelative(normalise(context.filename), source);
      const to = target && layerOf(target);
      if (!levels.has(to)) return;
      if (levels.get(to) < levels.get(from))
        context.report({ node, messageId: 'upward', data: { from, to } });
    });
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'layer-order': layerOrder } };
