/**
 * Shares the one event loop between requests fairly: work runs in short steps, one at a time, and the
 * step of the request with the least work left goes first, so a reader's query overtakes a batch of 50.
 */
export class WorkQueue {
  private readonly waiting: {cost: number; order: number; start: () => void}[] = [];
  private order = 0;
  private scheduled = false;

  /** Resolves when it is this caller's turn for one step of work; `cost` is the work the caller has left. */
  turn(cost: number): Promise<void> {
    return new Promise((start) => {
      this.waiting.push({cost, order: this.order++, start});
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // After the I/O the loop has waiting (new requests) and after the step that just ran.
    setImmediate(() => {
      this.scheduled = false;
      let next = 0;
      this.waiting.forEach((entry, index) => {
        const best = this.waiting[next];
        if (entry.cost < best.cost || (entry.cost === best.cost && entry.order < best.order)) next = index;
      });
      const [entry] = this.waiting.splice(next, 1);
      entry.start();
      // The step runs in the microtasks right after start(); the next one is picked on the next turn of the loop.
      this.schedule();
    });
  }
}
