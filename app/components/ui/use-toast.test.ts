import { describe, expect, it } from "vitest";
import { nextToastId, reducer, TOAST_LIMIT, type ToastItem } from "./use-toast";

const item = (id: string): ToastItem => ({ id, open: true, title: `t${id}` });

describe("toast store (docs/product.md#toasts)", () => {
  it("keeps only the newest toast", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: "ADD", toast: item("1") });
    state = reducer(state, { type: "ADD", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("merges updates into the toast with the same id", () => {
    const state = reducer(
      { toasts: [item("1")] },
      { type: "UPDATE", toast: { id: "1", title: "new" } },
    );
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "new", open: true });
  });

  it("dismisses one toast or all, and removes one or all", () => {
    const two = { toasts: [item("1"), item("2")] };
    expect(reducer(two, { type: "DISMISS", toastId: "2" }).toasts.map((t) => t.open)).toEqual([
      true,
      false,
    ]);
    expect(reducer(two, { type: "DISMISS" }).toasts.every((t) => !t.open)).toBe(true);
    expect(reducer(two, { type: "REMOVE", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(reducer(two, { type: "REMOVE" }).toasts).toEqual([]);
  });

  it("counts ids up by one", () => {
    const a = Number(nextToastId());
    expect(Number(nextToastId())).toBe(a + 1);
  });
});
