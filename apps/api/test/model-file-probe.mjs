// Preloaded (`node --import`) by model-files.test.ts: appends to $MODEL_PROBE_FILE every model file the process
// imports as a module or reads (crisis-model / crisis-stages / emotion-model, .json or .bin), whichever way it is loaded.
import fs from 'node:fs';
import { register, syncBuiltinESMExports } from 'node:module';
import { isMainThread } from 'node:worker_threads';

const MODEL = /(crisis-model|crisis-stages|emotion-model)\.(json|bin)$/;
const note = (path) => {
  if (MODEL.test(path) && process.env.MODEL_PROBE_FILE)
    fs.appendFileSync(process.env.MODEL_PROBE_FILE, `${path}\n`);
};

/** Module loading (this file is also the hooks module, on the loader's thread). */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  note(resolved.url);
  return resolved;
}

if (isMainThread) {
  for (const name of ['readFileSync', 'readFile', 'openSync', 'open', 'createReadStream']) {
    const original = fs[name];
    fs[name] = function (path, ...rest) {
      note(String(path));
      return original.call(this, path, ...rest);
    };
  }
  syncBuiltinESMExports();
  register(import.meta.url);
}
