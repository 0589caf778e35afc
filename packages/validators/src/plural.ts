/** A count with its noun, as every page, e-mail and document says it: "1 entry", "2 entries", "0 days". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const entriesCount = (n: number) => plural(n, 'entry', 'entries');
