import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();
/** Gates made in this process: none on PostgreSQL. */
let gates = 0;

/**
 * Runs `work` with its statements on the embedded database queued behind everyone else's. PGlite is one connection:
 * while twenty searches wait for it, a product page or a login must not wait for all twenty. On PostgreSQL, with a
 * pool of connections, there is no gate and `work` just runs: the first AsyncLocalStorage.run turns on Node's
 * promise hooks for the whole process for good, a tax on every promise of every request that only the embedded
 * database's gate needs to pay.
 */
export function asBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  return gates > 0 ? background.run(true, work) : work();
}

/** A waiting background statement goes ahead after this many foreground ones, so a busy server still searches. */
const FOREGROUND_BURST = 8;

/**
 * One statement (or one transaction) at a time on a single connection, foreground work first. A transaction holds
 * the gate from BEGIN to COMMIT, so nothing else can slip into it.
 */
export class StatementGate {
  constructor() {
    gates += 1;
  }

  #busy = false;
  #foregroundInARow = 0;
  readonly #foreground: (() => void)[] = [];
  readonly #background: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter();
    try {
      return await work();
    } finally {
      this.#leave();
    }
  }

  #enter(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    const queue = background.getStore() ? this.#background : this.#foreground;
    return new Promise((resolve) => queue.push(resolve));
  }

  #leave(): void {
    const backgroundsTurn =
      this.#background.length > 0 &&
      (this.#foreground.length === 0 || this.#foregroundInARow >= FOREGROUND_BURST);
    const next = backgroundsTurn ? this.#background.shift() : this.#foreground.shift();
    this.#foregroundInARow = backgroundsTurn ? 0 : this.#foregroundInARow + 1;
    if (next) next();
    else this.#busy = false;
  }
}
