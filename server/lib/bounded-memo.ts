/**
 * Remembers a function's answers per key, for hot paths that see a few distinct keys many
 * times (user agents, visitor addresses). Bounded: once `max` answers are kept they are all
 * forgotten, so keys made up to fill memory only cost recomputation.
 */
export function boundedMemo<T>(max: number, compute: (key: string) => T): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const answer = compute(key);
    if (remembered.size >= max) remembered.clear();
    remembered.set(key, answer);
    return answer;
  };
}
