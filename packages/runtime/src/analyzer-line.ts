/**
 * The start-up line that says which analyzer reads entries, from a check of Ollama: the API's (embedded mode, where
 * it analyses) and the worker's (services mode, where the worker does, with its own OLLAMA_HOST).
 */
export function analyzerLine(
  env: { OLLAMA_HOST: string; OLLAMA_MODEL: string },
  ollama: 'ok' | 'unavailable' | 'not used',
): string {
  if (ollama === 'ok') return `Entries are read by ${env.OLLAMA_MODEL} in Ollama at ${env.OLLAMA_HOST}`;
  if (ollama === 'not used')
    return 'Entries are read by the built-in analyzer (ANALYZER=lexicon; English only)';
  return `No Ollama answers at ${env.OLLAMA_HOST} with ${env.OLLAMA_MODEL}: entries are read by the built-in analyzer (English only) until one does`;
}
