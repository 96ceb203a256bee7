import { expect, it } from "vitest";
import { TaskQueue } from "./image-queue.server";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

it("runs one task at a time, and an upload waiting goes before background work that waited longer", async () => {
  const queue = new TaskQueue(1);
  const order: string[] = [];
  const first = gate();
  const running = queue.run(async () => {
    order.push("upload 1");
    await first.opened;
  });
  const background = queue.run(async () => {
    order.push("background");
  }, "background");
  const upload = queue.run(async () => {
    order.push("upload 2");
  });
  await Promise.resolve();
  expect(order).toEqual(["upload 1"]);
  first.open();
  await Promise.all([running, background, upload]);
  expect(order).toEqual(["upload 1", "upload 2", "background"]);
});

it("a failing task hands its place on", async () => {
  const queue = new TaskQueue(1);
  const failing = queue.run(async () => {
    throw new Error("decoder failed");
  });
  await expect(failing).rejects.toThrow("decoder failed");
  await expect(queue.run(async () => "next", "background")).resolves.toBe("next");
});
