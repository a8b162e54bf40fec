import { CONTROL_CHARS, withoutControlChars } from '@portal/contract/common';
import { MSG } from '@portal/contract/messages';
import { badRequest } from './http-error';

/** Deeper than any form of ours; past it, a body is an attack on the validators' stacks. */
export const MAX_INPUT_DEPTH = 32;

type Container = Record<string, unknown> | unknown[];

const hasControl = (text: string) => {
  CONTROL_CHARS.lastIndex = 0;
  return CONTROL_CHARS.test(text);
};

/**
 * The input of a request (query, path parameters, JSON body, multipart fields) with every
 * control character removed from its strings and keys (contract `CONTROL_CHARS`), changed in
 * place; 400 when it nests deeper than MAX_INPUT_DEPTH. Iterative, so no input can exhaust the
 * stack. Every route inherits it from one hook (app.ts), whatever its own schemas say.
 */
export function cleanInput<T>(value: T): T {
  if (typeof value === 'string') return (hasControl(value) ? withoutControlChars(value) : value) as T;
  if (value === null || typeof value !== 'object') return value;
  const stack: [Container, number][] = [[value as Container, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_INPUT_DEPTH) throw badRequest(MSG.inputTooDeep);
    const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
    for (const key of keys) {
      const child = (node as Record<string | number, unknown>)[key];
      if (typeof child === 'string') {
        if (hasControl(child)) (node as Record<string | number, unknown>)[key] = withoutControlChars(child);
      } else if (child !== null && typeof child === 'object') {
        stack.push([child as Container, depth + 1]);
      }
      if (typeof key === 'string' && hasControl(key)) renameKey(node as Record<string, unknown>, key);
    }
  }
  return value;
}

/** Moves a property to its cleaned name (defineProperty: a key may clean to `__proto__`). */
function renameKey(node: Record<string, unknown>, key: string) {
  const clean = withoutControlChars(key);
  Object.defineProperty(node, clean, { value: node[key], enumerable: true, writable: true, configurable: true });
  delete node[key];
}
