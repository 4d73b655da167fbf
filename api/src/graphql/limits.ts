import { BREAK, Kind, visit, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, type FragmentDefinitionNode } from 'graphql';
import { createRequire } from 'node:module';

// The package's ESM build imports graphql's .mjs files, a second graphql instance next to the
// CommonJS one everything else uses; its CommonJS build shares ours.
const { getComplexity, simpleEstimator } = createRequire(import.meta.url)('graphql-query-complexity') as typeof import('graphql-query-complexity');
import { badRequest, untranslated } from './errors.js';
import { unstorableText, unstorableValue } from '../http/request.js';

export const MAX_DEPTH = 8;
export const MAX_COMPLEXITY = 2000;
/**
 * What another site's page may ask for, without credentials: everything the widget runs (its
 * overall podium, a prize category's podium with data-category, and their live updates), each
 * public once the results are (docs/WIDGET.md).
 */
export const PUBLIC_CROSS_ORIGIN_FIELDS = new Set([
  '__typename',
  'cohortStatus',
  'cohort',
  'results',
  'cohortChainHead',
  'categoryResults',
  'cohortChanged',
  'categoryResultsChanged',
]);

function depthOf(set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    let d = 0;
    if (sel.kind === Kind.FIELD) d = sel.selectionSet ? 1 + depthOf(sel.selectionSet, fragments, seen) : 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) d = depthOf(sel.selectionSet, fragments, seen);
    else if (sel.kind === Kind.FRAGMENT_SPREAD && !seen.has(sel.name.value)) {
      const f = fragments.get(sel.name.value);
      d = f ? depthOf(f.selectionSet, fragments, new Set([...seen, sel.name.value])) : 0;
    }
    max = Math.max(max, d);
  }
  return max;
}

/** The operation's top-level field names, fragments expanded. */
function topLevelFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return set.selections.flatMap((sel) => {
    if (sel.kind === Kind.FIELD) return [sel.name.value];
    if (sel.kind === Kind.INLINE_FRAGMENT) return topLevelFields(sel.selectionSet, fragments, seen);
    const f = fragments.get(sel.name.value);
    return f && !seen.has(sel.name.value) ? topLevelFields(f.selectionSet, fragments, new Set([...seen, sel.name.value])) : [];
  });
}

/**
 * A query that asks only about the schema (`__schema`, `__type`, `__typename`): its cost is
 * bounded by the schema, not by data, and the standard introspection query that GraphiQL,
 * Apollo Sandbox and codegen send is 15 levels deep.
 */
export function isIntrospectionOnly(op: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): boolean {
  const fields = topLevelFields(op.selectionSet, fragments);
  return op.operation === 'query' && fields.length > 0 && fields.every((f) => f.startsWith('__'));
}

/**
 * Throws BAD_USER_INPUT when the operation holds unstorable text, is too deep or too costly, or
 * not public enough.
 * With `introspection` on (development), a query that only introspects the schema is exempt
 * from the depth and cost limits; anything that also reads data is measured as a whole. With
 * it off, introspection is refused by validation before this runs (Apollo's and ours on
 * WebSocket).
 */
export function checkOperation(opts: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown>;
  crossOrigin: boolean;
  introspection: boolean;
}) {
  // The door's rule on text (no NUL, no lone surrogate) for string literals in the document
  // and for variables that did not come through the JSON body (WebSocket, GET).
  let problem = unstorableValue(opts.variables ?? {});
  if (!problem) {
    visit(opts.document, {
      StringValue(node) {
        problem = unstorableText(node.value);
        return problem ? BREAK : undefined;
      },
    });
  }
  if (problem) throw badRequest(problem);
  const fragments = new Map<string, FragmentDefinitionNode>();
  const ops: OperationDefinitionNode[] = [];
  for (const def of opts.document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    if (def.kind === Kind.OPERATION_DEFINITION) ops.push(def);
  }
  const op = opts.operationName ? ops.find((o) => o.name?.value === opts.operationName) : ops[0];
  if (!op) return;
  if (opts.introspection && !opts.crossOrigin && isIntrospectionOnly(op, fragments)) return;
  const depth = depthOf(op.selectionSet, fragments, new Set());
  if (depth > MAX_DEPTH) throw badRequest('Query is too deep: {depth, number} levels, at most {max, number}', { depth, max: MAX_DEPTH });
  let complexity: number;
  try {
    complexity = getComplexity({
      schema: opts.schema,
      query: opts.document,
      operationName: opts.operationName ?? undefined,
      variables: opts.variables ?? {},
      estimators: [simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (e) {
    // It coerces the variables first: a variable of the wrong type is the client's mistake.
    throw badRequest(untranslated((e as Error).message));
  }
  if (complexity > MAX_COMPLEXITY) throw badRequest('Query is too complex: {complexity, number}, at most {max, number}', { complexity, max: MAX_COMPLEXITY });
  if (opts.crossOrigin) {
    const fields = op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '(fragment)'));
    if (op.operation === 'mutation' || fields.some((f) => !PUBLIC_CROSS_ORIGIN_FIELDS.has(f))) {
      throw badRequest('Only the public results operations are available from other sites');
    }
  }
}
