/**
 * Waiting work of many owners, handed out so that none waits behind another's backlog: the
 * next item always comes from the owner served least recently (an owner never served, or
 * not for a long time, comes first; ties go to the earliest arrival). One user's five files
 * then delay another user's one file by a single turn, not five.
 */

/** Owners whose last turn is remembered; the oldest memories go first, which only favours them. */
const REMEMBERED_OWNERS = 1024;

interface Waiting<T> {
  item: T;
  arrival: number;
}

export class FairQueue<T> {
  private readonly waiting = new Map<string, Waiting<T>[]>();
  /** Owner -> the turn at which they were last served, oldest turn first. */
  private readonly lastServed = new Map<string, number>();
  private arrivals = 0;
  private turns = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Items of this owner still waiting. */
  waitingOf(owner: string): number {
    return this.waiting.get(owner)?.length ?? 0;
  }

  push(owner: string, item: T): void {
    const items = this.waiting.get(owner) ?? [];
    items.push({ item, arrival: this.arrivals++ });
    this.waiting.set(owner, items);
    this.count++;
  }

  /** The next item in fair order, or undefined when nothing waits. */
  shift(): T | undefined {
    let next: { owner: string; items: Waiting<T>[]; turn: number; arrival: number } | undefined;
    for (const [owner, items] of this.waiting) {
      const turn = this.lastServed.get(owner) ?? -1;
      const arrival = items[0]!.arrival;
      if (!next || turn < next.turn || (turn === next.turn && arrival < next.arrival)) {
        next = { owner, items, turn, arrival };
      }
    }
    if (!next) return undefined;
    const { item } = next.items.shift()!;
    if (next.items.length === 0) this.waiting.delete(next.owner);
    this.count--;
    this.remember(next.owner);
    return item;
  }

  /** Drops every waiting item and answers them. */
  drain(): T[] {
    const items = [...this.waiting.values()].flat().sort((a, b) => a.arrival - b.arrival);
    this.waiting.clear();
    this.count = 0;
    return items.map((waiting) => waiting.item);
  }

  private remember(owner: string): void {
    // Deleted first so the owner moves to the end: the map stays ordered by turn.
    this.lastServed.delete(owner);
    this.lastServed.set(owner, this.turns++);
    if (this.lastServed.size > REMEMBERED_OWNERS) {
      this.lastServed.delete(this.lastServed.keys().next().value!);
    }
  }
}
