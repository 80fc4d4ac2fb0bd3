/**
 * Min-cost assignment of people to a handful of sessions with capacities (a transportation problem),
 * solved exactly by successive shortest augmenting paths.
 *
 * Why this shape: a slot has few sessions (≤ ~15) but up to thousands of people. So instead of a
 * graph over people we keep a graph over sessions plus a "nobody" node: the cost of the edge i → j is
 * the cheapest way to move one person from i to j, read from a heap per (i, j). Adding one person is
 * a Bellman–Ford over ~15 nodes. Each insertion along a shortest path keeps the assignment optimal
 * for the people inserted so far (no negative cycle can appear), so the final result is optimal and
 * does not depend on insertion order when costs are distinct.
 */
export type TransportPerson = {
  /** Session indices this person may take, each with a cost (negative = worth taking). */
  sinks: number[];
  costs: number[];
};

const EPSILON = 1e-12;

class MinHeap {
  keys: number[] = [];
  items: number[] = [];

  push(key: number, item: number): void {
    const keys = this.keys;
    const items = this.items;
    let i = keys.length;
    keys.push(key);
    items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      items[i] = items[parent] as number;
      i = parent;
    }
    keys[i] = key;
    items[i] = item;
  }

  pop(): void {
    const keys = this.keys;
    const items = this.items;
    const lastKey = keys.pop() as number;
    const lastItem = items.pop() as number;
    const n = keys.length;
    if (n === 0) return;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && (keys[child + 1] as number) < (keys[child] as number)) child++;
      if ((keys[child] as number) >= lastKey) break;
      keys[i] = keys[child] as number;
      items[i] = items[child] as number;
      i = child;
    }
    keys[i] = lastKey;
    items[i] = lastItem;
  }
}

/** Returns, for each person, the session index assigned or -1 for none. */
export function solveTransport(capacities: number[], persons: TransportPerson[]): Int32Array {
  const k = capacities.length;
  const NONE = k;
  const n = k + 1;
  const at = new Int32Array(persons.length).fill(-1); // node of each person once inserted
  const load = new Int32Array(n);
  const heaps: (MinHeap | undefined)[] = new Array(n * n);

  const costAt = (p: number, node: number): number => {
    if (node === NONE) return 0;
    const person = persons[p] as TransportPerson;
    const index = person.sinks.indexOf(node);
    return index < 0 ? Number.POSITIVE_INFINITY : (person.costs[index] as number);
  };

  const heap = (i: number, j: number): MinHeap => {
    let h = heaps[i * n + j];
    if (!h) {
      h = new MinHeap();
      heaps[i * n + j] = h;
    }
    return h;
  };

  // Edges out of a person's current node: to every other session they may take, and to "nobody".
  const addEdges = (p: number): void => {
    const person = persons[p] as TransportPerson;
    const i = at[p] as number;
    const here = costAt(p, i);
    for (let o = 0; o < person.sinks.length; o++) {
      const j = person.sinks[o] as number;
      if (j !== i) heap(i, j).push((person.costs[o] as number) - here, p);
    }
    if (i !== NONE) heap(i, NONE).push(-here, p);
  };

  // Cheapest valid edge i → j: skip people who have since moved away from i (lazy deletion).
  const top = (i: number, j: number): number => {
    const h = heaps[i * n + j];
    if (!h) return -1;
    while (h.items.length > 0 && at[h.items[0] as number] !== i) h.pop();
    return h.items.length > 0 ? (h.items[0] as number) : -1;
  };

  const dist = new Float64Array(n);
  const predNode = new Int32Array(n);
  const predPerson = new Int32Array(n);
  const inQueue = new Uint8Array(n);
  const queue: number[] = [];

  for (let p = 0; p < persons.length; p++) {
    const person = persons[p] as TransportPerson;
    if (person.sinks.length === 0) {
      at[p] = NONE;
      continue;
    }
    dist.fill(Number.POSITIVE_INFINITY);
    predNode.fill(-1);
    dist[NONE] = 0;
    queue.length = 0;
    queue.push(NONE);
    inQueue.fill(0);
    inQueue[NONE] = 1;
    for (let o = 0; o < person.sinks.length; o++) {
      const j = person.sinks[o] as number;
      dist[j] = person.costs[o] as number;
      if (!inQueue[j]) {
        queue.push(j);
        inQueue[j] = 1;
      }
    }
    // Bellman–Ford (queue-based) over the session nodes; bounded in case rounding creates a tiny cycle.
    let budget = n * n * n;
    for (let head = 0; head < queue.length && budget > 0; head++, budget--) {
      const i = queue[head] as number;
      inQueue[i] = 0;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const q = top(i, j);
        if (q < 0) continue;
        const h = heaps[i * n + j] as MinHeap;
        const d = (dist[i] as number) + (h.keys[0] as number);
        if (d < (dist[j] as number) - EPSILON) {
          dist[j] = d;
          predNode[j] = i;
          predPerson[j] = q;
          if (!inQueue[j]) {
            queue.push(j);
            inQueue[j] = 1;
          }
        }
      }
    }

    let target = NONE;
    for (let j = 0; j < k; j++) {
      if (
        (load[j] as number) < (capacities[j] as number) &&
        (dist[j] as number) < (dist[target] as number) - EPSILON
      ) {
        target = j;
      }
    }

    // Walk back along the path; collect the moves before applying them.
    const moves: [number, number, number][] = [];
    let node = target;
    let steps = 0;
    while ((predNode[node] as number) >= 0 && steps <= n) {
      const from = predNode[node] as number;
      moves.push([predPerson[node] as number, from, node]);
      node = from;
      steps++;
    }
    if (steps > n) {
      // Rounding produced a cycle: place the person nowhere rather than risk a wrong move.
      at[p] = NONE;
      addEdges(p);
      continue;
    }
    for (const [q, from, to] of moves) {
      at[q] = to;
      load[from] = (load[from] as number) - 1;
      load[to] = (load[to] as number) + 1;
    }
    at[p] = node;
    load[node] = (load[node] as number) + 1;
    for (const [q] of moves) addEdges(q);
    addEdges(p);
  }

  const result = new Int32Array(persons.length);
  for (let p = 0; p < persons.length; p++) result[p] = at[p] === NONE ? -1 : (at[p] as number);
  return result;
}
