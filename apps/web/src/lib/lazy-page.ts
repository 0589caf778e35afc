import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: pages keep named exports, and the split point is visible where it is used. A
 * page's Mantine styles come with its code (vite-mantine-css.ts).
 */
export function lazyPage<M extends Record<string, unknown>, P extends object = object>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => {
    const page = await load();
    return { default: page[name] as ComponentType<P> };
  });
}
