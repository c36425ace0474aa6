import { describe, expect, it } from "vitest";
import { SetQueue } from "./set-queue.ts";

/** A queue whose sets stay out until the test answers them, in the order they went. */
function heldQueue(most: number, size: number) {
  const sent: number[][] = [];
  const answers: (() => void)[] = [];
  const queue = new SetQueue<number>(most, size, (set) => {
    sent.push(set);
    return new Promise<void>((done) => answers.push(done));
  });
  const answerNext = async () => {
    answers.shift()?.();
    // The freed place is taken in the promise's `finally`, a few turns after the answer.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { queue, sent, answerNext };
}

describe("a queue of sets", () => {
  it("sends an item at once, alone, while fewer than `most` sets are out", () => {
    const { queue, sent } = heldQueue(2, 3);
    queue.add(1);
    queue.add(2);
    expect(sent).toEqual([[1], [2]]);
  });

  it("keeps the items that come while `most` sets are out, and sends them together, in order, up to `size` a set", async () => {
    const { queue, sent, answerNext } = heldQueue(2, 3);
    for (const item of [1, 2, 3, 4, 5, 6, 7]) queue.add(item);
    expect(sent).toEqual([[1], [2]]);

    await answerNext();
    expect(sent).toEqual([[1], [2], [3, 4, 5]]);

    await answerNext();
    expect(sent).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
  });

  it("never has more than `most` sets out, and sends nothing when nothing waits", async () => {
    const { queue, sent, answerNext } = heldQueue(1, 2);
    queue.add(1);
    queue.add(2);
    expect(sent).toEqual([[1]]);
    await answerNext();
    await answerNext();
    expect(sent).toEqual([[1], [2]]);
    queue.add(3);
    expect(sent).toEqual([[1], [2], [3]]);
  });
});
