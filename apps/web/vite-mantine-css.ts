import type { Plugin } from 'vite';

/**
 * Each of @mantine/core's components keeps its class names in `esm/…/<Name>.module.mjs`, and its rules in
 * `styles/<Name>.layer.css` (one file per such module, inside `@layer mantine`). This plugin makes every class-name
 * module import its own stylesheet, so a component's CSS travels with its code: the landing page gets the styles
 * of the components it draws, the dashboard those of its own, and each lazily loaded page (the admin tables, the
 * calendar, the coach's forms) brings the rest when it is opened. No list to keep in step with the code, and a
 * dependency's rules always come first (its module runs before the component importing it), as Mantine's layered
 * files need.
 */
const CLASS_MODULE = /\/@mantine\/core\/esm\/(?:.+\/)?([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentCss(): Plugin {
  return {
    name: 'innerweather:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const match = CLASS_MODULE.exec(id);
      if (!match) return null;
      // Vite's module ids use forward slashes on every platform.
      const packageRoot = id.slice(0, id.lastIndexOf('/esm/'));
      const stylesheet = `${packageRoot}/styles/${match[1]}.layer.css`;
      // Appended: the module's `"use client"` directive stays first; imports are hoisted all the same.
      return { code: `${code}\nimport ${JSON.stringify(stylesheet)};\n`, map: null };
    },
  };
}
