/**
 * No import circles: no file imports a file that imports it back, directly or through a chain. Type-only
 * imports count: a circle of types still ties the two files together (neither can be read, moved or split
 * without the other), and it is usually a type living on the wrong side.
 */

/** @typedef {import('./types.mjs').Context} Context */
/** @typedef {Map<string, Map<string, number>>} ImportGraph file → (file it imports → line of that import) */

const RULE = 'imports/no-cycle';

/**
 * The strongly connected components of the graph with more than one file, or one file importing itself
 * (Tarjan's algorithm, without recursion).
 * @param {ImportGraph} graph
 * @returns {Set<string>[]}
 */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ file: start, edges: [...graph.get(start).keys()], i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, edges: [...graph.get(to).keys()], i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.add(member);
      } while (member !== frame.file);
      if (component.size > 1 || graph.get(frame.file).has(frame.file)) found.push(component);
    }
  }
  return found;
}

/**
 * The shortest chain of imports from `from` to `to` inside `component` (breadth first, files in order).
 * @param {ImportGraph} graph @param {Set<string>} component @param {string} from @param {string} to
 * @returns {string[]} empty when there is none (never inside a component)
 */
function shortestChain(graph, component, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length && !cameFrom.has(to); head++) {
    for (const next of [...graph.get(queue[head]).keys()].sort()) {
      if (component.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, queue[head]);
        queue.push(next);
      }
    }
  }
  const chain = [];
  if (!cameFrom.has(to)) return chain;
  for (let file = to; file !== null; file = cameFrom.get(file)) chain.unshift(file);
  return chain;
}

/**
 * A circle's files from its first file by name, so one circle reads the same whichever edge found it.
 * @param {string[]} files the circle without its closing file
 */
const fromFirst = (files) => {
  const first = files.indexOf([...files].sort()[0]);
  return [...files.slice(first), ...files.slice(0, first)];
};

/** The chain as it is printed: paths from the folder the files share, the first file again at the end. */
function chainText(files) {
  const dirs = files.map((f) => f.split('/').slice(0, -1));
  let shared = 0;
  while (dirs.every((d) => d.length > shared && d[shared] === dirs[0][shared])) shared++;
  const prefix = dirs[0].slice(0, shared).join('/');
  const short = files.map((f) => (prefix ? f.slice(prefix.length + 1) : f));
  return [...short, short[0]].join(' → ');
}

/**
 * Each circle once: for every import inside a strongly connected component, the shortest way back from the
 * imported file; circles found through several of their imports are reported once, at the import from their
 * first file.
 * @param {ImportGraph} graph every checked file, with the checked files it imports
 * @param {Context} ctx
 */
export function checkCycles(graph, ctx) {
  for (const component of circles(graph)) {
    const seen = new Set();
    for (const from of [...component].sort()) {
      for (const to of [...graph.get(from).keys()].sort()) {
        if (!component.has(to)) continue;
        const back = shortestChain(graph, component, to, from);
        if (back.length === 0) continue;
        const files = fromFirst([from, ...back.slice(0, -1)]);
        const key = files.join('\n');
        if (seen.has(key)) continue;
        seen.add(key);
        ctx.report(
          files[0],
          graph.get(files[0]).get(files[1] ?? files[0]),
          RULE,
          `import cycle: ${chainText(files)} (move what the files share, often a type, into a file each of them imports, or pass it in; \`import type\` counts)`,
        );
      }
    }
  }
}
