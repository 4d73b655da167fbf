/**
 * Collects the English refusal messages the code can send (for the check that each has its
 * translation): every message given to badInput/notFound/conflict/forbidden/unavailable/
 * unauthenticated, `new DomainError`, `new RateLimitedError`, a limiter, GraphQL's badRequest and
 * the HTTP door's refuse(res, status, message), in events/src and api/src (tests excluded).
 *
 * Messages are followed through the TypeScript checker: a constant's initializer, a function's
 * returned text, both branches of `?:` and `??`, and a parameter's arguments at its call sites.
 * Each `${…}` that is not a known text becomes ARG, a stand-in the check matches against a
 * template's placeholder. A message made entirely at run time (an Error's own message) is
 * reported as dynamic, with where it is.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ARG = '\u0001';

export interface Extracted {
  readonly text: string;
  readonly where: string;
}

const ERROR_HELPERS = new Set(['badInput', 'notFound', 'conflict', 'forbidden', 'unavailable', 'unauthenticated', 'badRequest', 'createLimiter']);
const MAX_VARIANTS = 64;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // The catalogue and its matcher are not messages.
    if (entry.isDirectory()) {
      if (!path.endsWith(join('events', 'src', 'i18n'))) out.push(...sources(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The message argument of a call, if the call makes a refusal. */
function messageArgument(node: ts.CallExpression | ts.NewExpression): ts.Expression | undefined {
  const callee = node.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  const args = node.arguments ?? ts.factory.createNodeArray();
  if (ts.isNewExpression(node)) {
    if (name === 'DomainError') return args[1];
    if (name === 'RateLimitedError') return args[0];
    if (name === 'MissCounter') return args[3];
    return undefined;
  }
  if (name === 'refuse' && ts.isIdentifier(callee) && args.length === 3) return args[2];
  if (name === 'createLimiter') return args[3];
  if (name === 'badRequest' || (ERROR_HELPERS.has(name) && ts.isIdentifier(callee))) return args[0];
  return undefined;
}

export function extractMessages(root: string): { messages: Extracted[]; dynamic: Extracted[] } {
  const files = [...sources(resolve(root, 'events/src')), ...sources(resolve(root, 'api/src'))];
  const config = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const own = program.getSourceFiles().filter((f) => files.includes(resolve(f.fileName)));

  // Every call of a function declared in the sources, for following a parameter to its arguments.
  const callsOf = new Map<ts.Node, (ts.CallExpression | ts.NewExpression)[]>();
  const refusals: { node: ts.Expression; where: string }[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const declarationOf = (expr: ts.Expression): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(expr);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  for (const file of own) {
    const visit = (node: ts.Node): void => {
      // The named message constants (NUL_MESSAGE…) and the conflicts a command spec names.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGE$/.test(node.name.text) && node.initializer) {
        refusals.push({ node: node.initializer, where: where(node) });
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'uniqueConflicts' && ts.isObjectLiteralExpression(node.initializer)) {
        for (const p of node.initializer.properties) if (ts.isPropertyAssignment(p)) refusals.push({ node: p.initializer, where: where(p) });
      }
      // Functions that say why something is refused (answerProblem, requiredMessage…): their returned texts.
      const fnName = ts.isFunctionDeclaration(node) ? node.name?.text : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : undefined;
      const fn = ts.isFunctionDeclaration(node)
        ? node
        : ts.isVariableDeclaration(node) && node.initializer && ts.isArrowFunction(node.initializer)
          ? node.initializer
          : undefined;
      if (fn?.body && fnName && /(Problem|Message|Refusal)$/.test(fnName)) {
        if (!ts.isBlock(fn.body)) refusals.push({ node: fn.body, where: where(fn.body) });
        else {
          const returns = (n: ts.Node): void => {
            if (ts.isFunctionLike(n)) return;
            if (ts.isReturnStatement(n) && n.expression && n.expression.kind !== ts.SyntaxKind.NullKeyword) refusals.push({ node: n.expression, where: where(n) });
            ts.forEachChild(n, returns);
          };
          ts.forEachChild(fn.body, returns);
        }
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const message = messageArgument(node);
        if (message) refusals.push({ node: message, where: where(message) });
        const decl = declarationOf(node.expression);
        if (decl) {
          const fn = ts.isVariableDeclaration(decl) ? decl.initializer : decl;
          if (fn) callsOf.set(fn, [...(callsOf.get(fn) ?? []), node]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** The texts an expression can have: literal strings with ARG for unknown parts, or null. */
  const texts = (expr: ts.Expression, depth: number, seen: Set<ts.Node>): string[] | null => {
    if (depth > 8 || seen.has(expr)) return null;
    seen = new Set(seen).add(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr)) return texts(expr.expression, depth, seen);
    if (ts.isTemplateExpression(expr)) {
      let variants = [expr.head.text];
      for (const span of expr.templateSpans) {
        const found = texts(span.expression, depth + 1, seen);
        const parts = found?.length ? found : [ARG];
        const next: string[] = [];
        for (const v of variants) for (const p of parts) next.push(v + p + span.literal.text);
        variants = next.length > MAX_VARIANTS ? variants.map((v) => v + ARG + span.literal.text) : next;
      }
      return variants;
    }
    if (ts.isConditionalExpression(expr)) return merge(texts(expr.whenTrue, depth + 1, seen), texts(expr.whenFalse, depth + 1, seen));
    if (ts.isBinaryExpression(expr) && (expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || expr.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      return merge(texts(expr.left, depth + 1, seen), texts(expr.right, depth + 1, seen));
    }
    if (ts.isIdentifier(expr)) {
      const decl = declarationOf(expr);
      if (!decl) return null;
      if (ts.isVariableDeclaration(decl) && decl.initializer && isConst(decl)) return texts(decl.initializer, depth + 1, seen);
      if (ts.isParameter(decl)) return parameterTexts(decl, depth + 1, seen);
      return null;
    }
    if (ts.isCallExpression(expr)) {
      const decl = declarationOf(expr.expression);
      const fn = decl && ts.isVariableDeclaration(decl) ? decl.initializer : decl;
      if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !fn.body) return null;
      if (!ts.isBlock(fn.body)) return texts(fn.body, depth + 1, seen);
      let out: string[] | null = [];
      const visit = (node: ts.Node): void => {
        if (ts.isFunctionLike(node)) return;
        if (ts.isReturnStatement(node) && node.expression) out = merge(out, texts(node.expression, depth + 1, seen));
        ts.forEachChild(node, visit);
      };
      ts.forEachChild(fn.body, visit);
      return out;
    }
    return null;
  };
  const parameterTexts = (param: ts.ParameterDeclaration, depth: number, seen: Set<ts.Node>): string[] | null => {
    const fn = param.parent;
    const index = fn.parameters.indexOf(param);
    const calls = callsOf.get(fn) ?? [];
    let out: string[] | null = param.initializer ? texts(param.initializer, depth, seen) : [];
    for (const call of calls) {
      const arg = call.arguments?.[index];
      if (arg) out = merge(out, texts(arg, depth, seen) ?? [ARG]);
    }
    return calls.length === 0 ? null : out;
  };

  const messages = new Map<string, Extracted>();
  const dynamic: Extracted[] = [];
  for (const { node, where: at } of refusals) {
    for (const text of texts(node, 0, new Set()) ?? [ARG]) {
      if (text.replaceAll(ARG, '').trim() === '') dynamic.push({ text: node.getText(), where: at });
      else if (!messages.has(text)) messages.set(text, { text, where: at });
    }
  }
  return { messages: [...messages.values()], dynamic };
}

function isConst(decl: ts.VariableDeclaration): boolean {
  return ts.isVariableDeclarationList(decl.parent) && (decl.parent.flags & ts.NodeFlags.Const) !== 0;
}

/** Both sides' texts; a side that is not known text is ARG (a placeholder, or a dynamic message). */
function merge(a: string[] | null, b: string[] | null): string[] {
  return [...new Set([...(a ?? [ARG]), ...(b ?? [ARG])])];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { messages, dynamic } = extractMessages(resolve(import.meta.dirname, '../..'));
  for (const m of messages) console.log(JSON.stringify(m.text.replaceAll(ARG, '{…}')), '\t', m.where);
  console.error(`${messages.length} messages; dynamic:`);
  for (const d of dynamic) console.error('  ', d.where, d.text);
}
