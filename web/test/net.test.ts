import { describe, expect, it } from "vitest";
import { backoffDelay } from "../src/net/backoff";
import { socketUrl } from "../src/net/connection";
import { parseServerFrame, parseServerMessage } from "../src/protocol";
import { parseRoute } from "../src/router";

describe("backoff", () => {
  it("doubles from half a second up to five", () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(backoffDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe("socketUrl", () => {
  it("follows the page's scheme and host", () => {
    expect(socketUrl("K7QF2M", { protocol: "http:", host: "localhost:8000" })).toBe("ws://localhost:8000/ws/K7QF2M");
    expect(socketUrl("AB", { protocol: "https:", host: "play.example" })).toBe("wss://play.example/ws/AB");
  });
});

describe("parseServerMessage", () => {
  it("reads one frame, or several in order from an array, dropping unknown ones", () => {
    expect(parseServerMessage('{"t":"pong","n":1}')).toEqual([{ t: "pong", n: 1 }]);
    expect(parseServerMessage('[{"t":"pong","n":1},{"t":"mystery"},{"t":"pong","n":2}]')).toEqual([
      { t: "pong", n: 1 },
      { t: "pong", n: 2 },
    ]);
    expect(parseServerMessage("not json")).toEqual([]);
    expect(parseServerMessage("[[1]]")).toEqual([]);
  });
});

describe("parseServerFrame", () => {
  it("accepts known frames and drops the rest", () => {
    expect(parseServerFrame('{"t":"pong","n":5}')).toEqual({ t: "pong", n: 5 });
    expect(parseServerFrame("not json")).toBeNull();
    expect(parseServerFrame("[1,2]")).toBeNull();
    expect(parseServerFrame('{"t":"mystery"}')).toBeNull();
    expect(parseServerFrame("null")).toBeNull();
  });
});

describe("parseRoute", () => {
  it("knows the four pages", () => {
    expect(parseRoute("/")).toEqual({ name: "home" });
    expect(parseRoute("/admin")).toEqual({ name: "admin" });
    expect(parseRoute("/r/k7qf2m")).toEqual({ name: "room", code: "K7QF2M" });
    expect(parseRoute("/r/k7qf2m/table")).toEqual({ name: "table", code: "K7QF2M" });
    expect(parseRoute("/r/k7qf2m/table/x")).toEqual({ name: "not_found" });
    expect(parseRoute("/r/K7QF2M/")).toEqual({ name: "room", code: "K7QF2M" });
    expect(parseRoute("/games/abc-123")).toEqual({ name: "game", id: "abc-123" });
    expect(parseRoute("/nope")).toEqual({ name: "not_found" });
  });
});
