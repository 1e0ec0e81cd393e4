import { beforeEach, describe, expect, it } from "vitest";
import { currentToasts, dismissToast, toast, toastPlacement } from "./toast";

describe("toast store", () => {
  beforeEach(() => {
    for (const item of currentToasts()) dismissToast(item.id);
  });

  it("keeps at most five, dropping the oldest", () => {
    for (let i = 0; i < 7; i++) toast({ title: `t${i}` });
    expect(currentToasts().map((t) => t.title)).toEqual(["t2", "t3", "t4", "t5", "t6"]);
  });

  it("dismisses one toast by id and defaults the variant", () => {
    const a = toast({ title: "a" });
    toast({ title: "b", variant: "destructive" });
    dismissToast(a);
    expect(currentToasts()).toMatchObject([{ title: "b", variant: "destructive" }]);
    expect(toast({ title: "c" })).toBeGreaterThan(a);
    expect(currentToasts()[1]!.variant).toBe("default");
  });
});

describe("toast placement", () => {
  const phone = { height: 800, phone: true, bars: [] };

  it("goes top on a phone and bottom on a desktop when no field is focused", () => {
    expect(toastPlacement(phone)).toEqual({ side: "top", offset: 0, maxHeight: 800 });
    expect(toastPlacement({ ...phone, phone: false })).toMatchObject({ side: "bottom", offset: 0 });
  });

  it("takes the side away from the focused field, no taller than the room there", () => {
    expect(toastPlacement({ ...phone, field: { top: 600, bottom: 650 } })).toEqual({
      side: "top",
      offset: 0,
      maxHeight: 592,
    });
    expect(toastPlacement({ ...phone, field: { top: 100, bottom: 300 } })).toEqual({
      side: "bottom",
      offset: 0,
      maxHeight: 492,
    });
  });

  it("stays clear of a bar stuck to the bottom", () => {
    const bars = [{ top: 740, bottom: 800 }];
    expect(toastPlacement({ ...phone, bars, field: { top: 100, bottom: 200 } })).toEqual({
      side: "bottom",
      offset: 60,
      maxHeight: 532,
    });
    expect(toastPlacement({ ...phone, phone: false, bars })).toMatchObject({ side: "bottom", offset: 60 });
    // A bar scrolled out of sight leaves the edge free.
    expect(toastPlacement({ ...phone, phone: false, bars: [{ top: 900, bottom: 960 }] })).toMatchObject({
      offset: 0,
    });
  });

  it("keeps room for one toast even when the field fills the screen", () => {
    expect(toastPlacement({ ...phone, field: { top: 20, bottom: 790 } }).maxHeight).toBe(88);
  });
});
