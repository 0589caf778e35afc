import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: pages keep named exports, and the split point is visible where it is used. The
 * styles of every Mantine component come with the first lazy page (the first screen carries only its own).
 */
export function lazyPage<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), import('../styles/all-components.ts')]);
    return { default: page[name] as ComponentType<P> };
  });
}
