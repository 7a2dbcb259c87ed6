// Local lint rules that keep the dependency direction of ARCHITECTURE.md.
// Kept tiny on purpose: path matching only, no type information.
import path from 'node:path';
import { noImportCycle } from './no-import-cycle.js';

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

/** The first cycle in a graph of { node: [nodes it may use] }, as a list of nodes, or null. */
function cycleIn(graph) {
  const state = new Map(); // node → 'open' while on the path, 'done' after
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of graph[node] ?? []) {
      const found = visit(next, [...trail, node]);
      if (found) return found;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of Object.keys(graph)) {
    const found = visit(node, []);
    if (found) return found;
  }
  return null;
}

/**
 * A feature may use another feature only through its public entry (features/<name>/index.ts), and
 * only one its `allowed` list names: { cart: ['auth'], checkout: ['auth', 'cart'] … }. The list
 * itself must have no cycle, so features stay layered.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      internals:
        "Feature '{{from}}' reaches into the internals of feature '{{to}}'; import from its index instead.",
      notAllowed:
        "Feature '{{from}}' may not use feature '{{to}}' (not in its allowed list in eslint.config.js); move what both need to a layer below the features (app/order, app/session, app/catalog, app/platform or app/ui).",
      cycle: 'The allowed feature imports in eslint.config.js go round in a circle: {{cycle}}.',
    },
    schema: [{ type: 'object', properties: { allowed: { type: 'object' } }, additionalProperties: false }],
  },
  create(context) {
    const file = normalise(context.filename);
    const from = featureOf(file);
    if (!from) return {};
    const allowed = context.options[0]?.allowed;
    const cycle = allowed && cycleIn(allowed);
    return {
      ...(cycle
        ? {
            Program: (node) =>
              context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } }),
          }
        : {}),
      ...reportImports(context, (node, source) => {
        const target = resolveRelative(file, source) ?? source.replace(/^~\//, '/app/');
        const to = featureOf(target + '/');
        if (!to || to === from) return;
        const afterFeature = target.split(`/features/${to}`)[1] ?? '';
        const isPublicEntry = afterFeature === '' || afterFeature === '/' || afterFeature === '/index';
        if (!isPublicEntry) context.report({ node, messageId: 'internals', data: { from, to } });
        else if (allowed && !(allowed[from] ?? []).includes(to))
          context.report({ node, messageId: 'notAllowed', data: { from, to } });
      }),
    };
  },
};

/**
 * Layers listed from the outside in; a file may import only layers at or after its own.
 * Options: [{ base: 'apps/api/src', modules: 'modules', layers: ['routes', 'services', ['repositories', 'adapters']] }]
 * With `modules`, a file under <base>/<modules>/<name>/ takes its layer from the folder below
 * the module's (modules/orders/services/… is 'services'), so the order holds inside each module
 * and between modules alike; files at a module's root (its plugin, its config) are not layered.
 */
const layerOrder = {
  meta: {
    type: 'problem',
    messages: {
      upward: "The '{{from}}' layer must not import from the '{{to}}' layer (dependencies point inward).",
    },
    schema: [
      {
        type: 'object',
        properties: { base: { type: 'string' }, modules: { type: 'string' }, layers: { type: 'array' } },
      },
    ],
  },
  create(context) {
    const { base, modules, layers } = context.options[0];
    const levels = new Map();
    layers.forEach((entry, level) => [entry].flat().forEach((name) => levels.set(name, level)));
    const layerOf = (file) => {
      const rest = normalise(file).split(`${base}/`)[1];
      if (!rest) return null;
      const parts = rest.split('/');
      if (modules && parts[0] === modules) return parts.length > 3 ? parts[2] : null;
      return parts[0];
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

/**
 * Which API modules (folders under `base`) may use which: { orders: ['catalog', 'order-life'] … }.
 * Anything else crossing between modules is refused, and the list must have no cycle, so modules
 * stay layered too (orders may use order-life; order-life never orders).
 */
const moduleDependencies = {
  meta: {
    type: 'problem',
    messages: {
      notAllowed:
        "Module '{{from}}' may not use module '{{to}}' (not in its allowed list in eslint.config.js); move what both need down to the module both may use.",
      cycle: 'The allowed module imports in eslint.config.js go round in a circle: {{cycle}}.',
    },
    schema: [
      {
        type: 'object',
        properties: { base: { type: 'string' }, allowed: { type: 'object' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { base, allowed } = context.options[0];
    const moduleOf = (file) => {
      const rest = normalise(file).split(`${base}/`)[1];
      return rest?.includes('/') ? rest.split('/')[0] : null;
    };
    const file = normalise(context.filename);
    const from = moduleOf(file);
    if (!from) return {};
    const cycle = cycleIn(allowed);
    return {
      ...(cycle
        ? {
            Program: (node) =>
              context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } }),
          }
        : {}),
      ...reportImports(context, (node, source) => {
        const target = resolveRelative(file, source);
        const to = target && moduleOf(target);
        if (!to || to === from) return;
        if (!(allowed[from] ?? []).includes(to))
          context.report({ node, messageId: 'notAllowed', data: { from, to } });
      }),
    };
  },
};

export default {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'layer-order': layerOrder,
    'module-dependencies': moduleDependencies,
    'no-import-cycle': noImportCycle,
  },
};
