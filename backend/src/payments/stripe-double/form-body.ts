/**
 * Stripe's requests are form-encoded with bracket notation (`line_items[0][price_data][unit_amount]=1234`,
 * `metadata[order]=C-1`, `expand[]=payment_intent`, the SDK writing `expand[0]`): read back into the nested
 * object the caller meant, every leaf a string as Stripe itself receives it.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const head = name.match(/^[^[]*/)![0];
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
  return [head, ...rest];
}

function put(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  path.forEach((segment, i) => {
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** An object whose keys are 0..n-1 is the array the SDK flattened. */
function arrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const fixed = Object.fromEntries(keys.map((key) => [key, arrays(value[key])]));
  const indexed = keys.length > 0 && keys.every((key, i) => key === String(i));
  return indexed ? keys.map((key) => fixed[key]) : fixed;
}

/** A key that would reach Object.prototype is dropped: the double takes forms from any browser. */
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = keyPath(name);
    if (name && !path.some((segment) => UNSAFE.has(segment))) put(root, path, value);
  }
  return arrays(root) as FormObject;
}
