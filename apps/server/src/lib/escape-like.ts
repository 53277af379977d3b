/** Escapes LIKE's wildcards so what a person types is matched literally ('50%' is not "50 then anything"). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
