// Runs a TypeScript module in a worker thread (training scripts fit cross-validation folds side by side): tsx's
// loader does not reach worker threads by itself on Node 20.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
