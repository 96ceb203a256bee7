import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>नमस्ते 안녕하세요</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></body>';

describe("module preloads go out at low priority", () => {
  it("marks every modulepreload link, and nothing else", () => {
    expect(lowPriorityModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>नमस्ते 안녕하세요</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></body>',
    );
  });
});
