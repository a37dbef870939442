/**
 * One pass over a file's syntax tree: what it imports (with the names it binds), the `.insert(`/`.update(`/
 * `.delete(` calls, the `ns.name` accesses (for namespace imports of the schema) and the SQL among its
 * literals. The rules judge these; nothing here knows a rule.
 */
import { lineOf, stringValue, ts } from './parse.mjs';
import { SQL_RAW, sqlTextsOf } from './sql.mjs';

/**
 * @typedef {{ name: string, local: string, typeOnly: boolean, line: number }} ImportedName
 *   `name` as the other file exports it, `local` as this file calls it
 * @typedef {{ local: string, typeOnly: boolean }} NamespaceImport
 * @typedef {{
 *   spec: string, line: number, typeOnly: boolean, names: ImportedName[],
 *   namespace: NamespaceImport | null, reexportAll: boolean, dynamic: boolean,
 * }} ImportStatement `dynamic`: `import('…')` or `require('…')`, run when reached rather than at load
 * @typedef {{ method: string, line: number, target: string | null }} WriteCall `target`: `t` or `ns.t`, else null
 * @typedef {{ object: string, name: string, typeOnly: boolean, line: number }} MemberAccess
 * @typedef {{
 *   imports: ImportStatement[], sqlTexts: import('./sql.mjs').SqlText[], writeCalls: WriteCall[],
 *   memberAccesses: MemberAccess[],
 * }} Scan
 */

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);

/** `{ a, type B, c as d }` of an import or export clause → the names it takes from the other file. */
const namesOf = (sf, elements, typeOnly) =>
  elements.map((el) => ({
    name: (el.propertyName ?? el.name).text,
    local: el.name.text,
    typeOnly: typeOnly || el.isTypeOnly,
    line: lineOf(sf, el.getStart(sf)),
  }));

/** `import … from '…'`: the names bound, or the namespace; type-only when nothing of it survives compiling. */
function importDeclaration(sf, node) {
  const clause = node.importClause;
  const clauseTypeOnly = Boolean(clause?.isTypeOnly);
  const bindings = clause?.namedBindings;
  let names = [];
  let namespace = null;
  if (bindings && ts.isNamedImports(bindings)) {
    names = namesOf(sf, bindings.elements, clauseTypeOnly);
  } else if (bindings && ts.isNamespaceImport(bindings)) {
    namespace = { local: bindings.name.text, typeOnly: clauseTypeOnly };
  }
  const typeOnly = clauseTypeOnly || (names.length > 0 && !clause?.name && names.every((n) => n.typeOnly));
  return { specNode: node.moduleSpecifier, typeOnly, names, namespace, reexportAll: false, dynamic: false };
}

/** `export { a } from '…'` / `export * from '…'`. */
function exportDeclaration(sf, node) {
  const named = node.exportClause && ts.isNamedExports(node.exportClause);
  return {
    specNode: node.moduleSpecifier,
    typeOnly: node.isTypeOnly,
    names: named ? namesOf(sf, node.exportClause.elements, node.isTypeOnly) : [],
    namespace: null,
    reexportAll: !named,
    dynamic: false,
  };
}

/** Any node that imports another file, as `{ specNode, typeOnly, names, namespace, reexportAll }`; else null. */
function importOf(sf, node) {
  const bare = (specNode, typeOnly, dynamic = false) => ({
    specNode,
    typeOnly,
    names: [],
    namespace: null,
    reexportAll: false,
    dynamic,
  });
  if (ts.isImportDeclaration(node)) return importDeclaration(sf, node);
  if (ts.isExportDeclaration(node) && node.moduleSpecifier) return exportDeclaration(sf, node);
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return bare(node.moduleReference.expression, node.isTypeOnly);
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const dynamic =
      callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
    if (dynamic) return bare(node.arguments[0], false, true);
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return bare(node.argument.literal, true);
  return null;
}

/**
 * An expression that names something without computing it: `t` or `ns.t` (a table imported by name or
 * through a namespace); null for anything else (`this.table`, a call).
 */
const nameOf = (node) => {
  if (!node) return null;
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
    return `${node.expression.text}.${node.name.text}`;
  return null;
};

/** `x.insert(t)` / `x.update(t)` / `x.delete(t)`: the method and `t` when it is a name. */
function writeCallOf(sf, node) {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || !WRITE_METHODS.has(callee.name.text)) return null;
  const arg = node.arguments[0];
  return {
    method: callee.name.text,
    line: lineOf(sf, callee.name.getStart(sf)),
    target: nameOf(arg),
  };
}

/**
 * A string or template literal as its text pieces, each with its line and the name of the `${…}` after it
 * (`${loads}` in `delete from ${loads}` names a table).
 */
function literalOf(sf, node) {
  const part = (p, after) => ({ text: p.text ?? '', line: lineOf(sf, p.getStart(sf)), after: nameOf(after) });
  if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node))
    return { node, parts: [part(node)] };
  if (!ts.isTemplateExpression(node)) return null;
  const spans = node.templateSpans;
  const parts = [part(node.head, spans[0]?.expression)];
  for (const [i, span] of spans.entries()) parts.push(part(span.literal, spans[i + 1]?.expression));
  return { node, parts };
}

/**
 * @param {import('typescript').SourceFile} sf
 * @returns {Scan}
 */
export function scan(sf) {
  const imports = [];
  const literals = [];
  const sqlTags = new Map();
  const writeCalls = [];
  const memberAccesses = [];
  const specifierNodes = new Set();

  /** `object.name` in a value (`a.b`) or, `typeOnly`, in a type (`A.B`). */
  const addMemberAccess = (node, object, name, typeOnly) => {
    memberAccesses.push({
      object: object.text,
      name: name.text,
      typeOnly,
      line: lineOf(sf, node.getStart(sf)),
    });
  };

  const visit = (node) => {
    const found = importOf(sf, node);
    if (found) {
      const spec = stringValue(found.specNode);
      if (spec !== null) {
        specifierNodes.add(found.specNode);
        const { specNode, ...rest } = found;
        imports.push({ spec, line: lineOf(sf, specNode.getStart(sf)), ...rest });
      }
    } else if (ts.isCallExpression(node)) {
      const call = writeCallOf(sf, node);
      if (call) writeCalls.push(call);
      else if (ts.isPropertyAccessExpression(node.expression) && SQL_RAW.test(node.expression.getText(sf)))
        for (const arg of node.arguments) sqlTags.set(arg, 'sql');
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      addMemberAccess(node, node.expression, node.name, false);
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left)) {
      addMemberAccess(node, node.left, node.right, true);
    }

    if (ts.isTaggedTemplateExpression(node)) sqlTags.set(node.template, node.tag.getText(sf));
    else {
      const literal = literalOf(sf, node);
      if (literal) literals.push(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  const sqlTexts = sqlTextsOf(
    literals
      .filter(({ node }) => !specifierNodes.has(node))
      .map(({ node, parts }) => ({ parts, tag: sqlTags.get(node) ?? '' })),
  );
  return { imports, sqlTexts, writeCalls, memberAccesses };
}
