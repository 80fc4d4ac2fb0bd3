/**
 * Min-cost assignment of people to a handful of sessions with capacities (a transportation problem),
 * solved exactly by successive shortest augmenting paths.
 *
 * Why this shape: a slot has few sessions (≤ ~50) but up to thousands of people. So instead of a
 * graph over people we keep a graph over sessions plus a "nobody" node: the cost of the edge i → j is
 * the cheapest way to move one person from i to j, read from a heap per (i, j). Adding one person is
 * a Dijkstra over those nodes with node prices (Johnson's potentials), stopped at the first node with
 * a free place; most people settle after one or two nodes. Each insertion along a shortest path
 * keeps the assignment optimal for the people inserted so far, so the final result is optimal and
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
  // For each node, the nodes it has an edge heap to, so Dijkstra scans only real edges.
  const adjacent: number[][] = Array.from({ length: n }, () => []);
  // Node prices (the dual of the capacities): every inserted person sits where cost + price is
  // lowest, and a session with a free place has price 0. They make every edge length
  // `key + price[j] − price[i]` non-negative, so Dijkstra can stop at the first free node.
  const price = new Float64Array(n);

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
      (adjacent[i] as number[]).push(j);
    }
    return h;
  };

  // Edges out of a person's current node: to every other session they may take, and to "nobody".
  // A key is the change in cost of moving that person; prices are added when the edge is read.
  // Nobody's edges are never read: a search ends as soon as it reaches "nobody".
  const addEdges = (p: number): void => {
    const person = persons[p] as TransportPerson;
    const i = at[p] as number;
    if (i === NONE) return;
    const here = costAt(p, i);
    for (let o = 0; o < person.sinks.length; o++) {
      const j = person.sinks[o] as number;
      if (j !== i) heap(i, j).push((person.costs[o] as number) - here, p);
    }
    heap(i, NONE).push(-here, p);
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
  const done = new Uint8Array(n);
  const popped: number[] = [];
  const free = (j: number) => j === NONE || (load[j] as number) < (capacities[j] as number);

  // Most valuable people first: they find free places, and by the time the sessions fill up the
  // prices already turn most of the rest away without a search. The optimum does not depend on
  // the order (ties aside, which the order then breaks deterministically).
  const value = persons.map((person) => Math.min(0, ...person.costs));
  const order = Array.from(persons.keys()).sort(
    (a, b) => (value[a] as number) - (value[b] as number) || a - b,
  );
  for (const p of order) {
    const person = persons[p] as TransportPerson;
    if (person.sinks.length === 0) {
      at[p] = NONE;
      continue;
    }
    // Fast path: when the person's cheapest option (prices included) is "nobody" or has a free
    // place, Dijkstra would settle it first and change no price, so take it directly.
    let first = NONE;
    let firstCost = 0;
    for (let o = 0; o < person.sinks.length; o++) {
      const j = person.sinks[o] as number;
      const c = (person.costs[o] as number) + (price[j] as number);
      if (c < firstCost - EPSILON || (c < firstCost + EPSILON && first !== NONE && j < first)) {
        first = j;
        firstCost = c;
      }
    }
    if (free(first)) {
      at[p] = first;
      load[first] = (load[first] as number) + 1;
      addEdges(p);
      continue;
    }
    // Labels from the new person: reduced cost of each option; nobody else may move yet.
    dist.fill(Number.POSITIVE_INFINITY);
    predNode.fill(-1);
    done.fill(0);
    dist[NONE] = 0;
    for (let o = 0; o < person.sinks.length; o++) {
      const j = person.sinks[o] as number;
      dist[j] = Math.min(dist[j] as number, (person.costs[o] as number) + (price[j] as number));
    }
    // Dijkstra over the session nodes until the nearest node with a free place ("nobody" always
    // has one). Ties go to "nobody", then to the lower index, so the result is deterministic.
    popped.length = 0;
    let target = -1;
    for (;;) {
      let i = -1;
      let best = Number.POSITIVE_INFINITY;
      if (!done[NONE]) {
        i = NONE;
        best = dist[NONE] as number;
      }
      for (let j = 0; j < k; j++) {
        if (!done[j] && (dist[j] as number) < best - EPSILON) {
          i = j;
          best = dist[j] as number;
        }
      }
      done[i] = 1;
      popped.push(i);
      if (free(i)) {
        target = i;
        break;
      }
      for (const j of adjacent[i] as number[]) {
        if (done[j]) continue;
        const q = top(i, j);
        if (q < 0) continue;
        const key = (heaps[i * n + j] as MinHeap).keys[0] as number;
        const length = key + (price[j] as number) - (price[i] as number);
        const d = best + Math.max(0, length);
        if (d < (dist[j] as number) - EPSILON) {
          dist[j] = d;
          predNode[j] = i;
          predPerson[j] = q;
        }
      }
    }
    const reach = dist[target] as number;
    // Raise the prices of the nodes settled before the target so every edge stays non-negative
    // and the path just found has length 0. "Nobody" and free sessions are only ever the target.
    for (const i of popped) price[i] = (price[i] as number) + reach - (dist[i] as number);

    // Walk back along the path; collect the moves before applying them.
    const moves: [number, number, number][] = [];
    let node = target;
    while ((predNode[node] as number) >= 0) {
      const from = predNode[node] as number;
      moves.push([predPerson[node] as number, from, node]);
      node = from;
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
