/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracket notation
 * (`metadata[order_id]=1`, `card[exp_month]=12`, `payment_method_types[0]=card`), the same in the query
 * string of a GET. Values stay strings, as at Stripe; each handler reads the types it expects.
 */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

const MAX_DEPTH = 5;

export function parseParams(encoded: string): Params {
  const root: Params = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const path = splitName(name);
    if (!path) throw new Error(`Invalid parameter name: ${name}`);
    assign(root, path, value);
  }
  return arraysFromIndexes(root) as Params;
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. */
function splitName(name: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return undefined;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  if (rest.length > MAX_DEPTH) return undefined;
  return [match[1], ...rest];
}

function assign(target: Params, path: string[], value: string): void {
  let node = target;
  for (let i = 0; i < path.length - 1; i += 1) {
    let key = path[i];
    // `a[]=x&a[]=y`: each empty index appends.
    if (key === '') key = String(Object.keys(node).length);
    const next = node[key];
    if (typeof next === 'string' || Array.isArray(next)) throw new Error(`Conflicting parameter: ${path[0]}`);
    node = (node[key] ??= {}) as Params;
  }
  const last = path[path.length - 1] === '' ? String(Object.keys(node).length) : path[path.length - 1];
  if (typeof node[last] === 'object') throw new Error(`Conflicting parameter: ${path[0]}`);
  node[last] = value;
}

/** Objects whose keys are 0..n-1 become arrays (`payment_method_types[0]=card`). */
function arraysFromIndexes(value: ParamValue): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: Params = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key]);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]) : converted;
}

/** A stable text of the parameters, to tell whether an idempotent retry asked for the same thing. */
export function fingerprint(params: Params): string {
  const sorted = (value: ParamValue): unknown =>
    typeof value === 'string' || Array.isArray(value)
      ? Array.isArray(value)
        ? value.map(sorted)
        : value
      : Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(value[key])]),
        );
  return JSON.stringify(sorted(params));
}
