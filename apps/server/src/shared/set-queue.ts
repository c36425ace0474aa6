/**
 * How many sets may be with the database at once, and how many items a set holds at most, for
 * the orders' writes and the checkouts' reads alike: four kept a checkout's heavier statements on
 * both cores where two did not (decision 0118), and both queues together keep within the pool.
 */
export const SETS_AT_ONCE = 4;
export const SET_MOST = 32;

/**
 * Work that goes to the database in sets (decision 0118): an item that finds fewer than `most`
 * sets out goes at once, alone; the ones that come while that many are out wait, and go together,
 * in the order they came, up to `size` a set, when one is answered. `run` answers every item of
 * its set itself, and never throws.
 */
export class SetQueue<T> {
  private readonly waiting: T[] = [];
  private out = 0;

  constructor(
    private readonly most: number,
    private readonly size: number,
    private readonly run: (set: T[]) => Promise<void>,
  ) {}

  add(item: T) {
    this.waiting.push(item);
    this.send();
  }

  private send() {
    while (this.out < this.most && this.waiting.length > 0) {
      const set = this.waiting.splice(0, this.size);
      this.out += 1;
      void this.run(set).finally(() => {
        this.out -= 1;
        this.send();
      });
    }
  }
}
