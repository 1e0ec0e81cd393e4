import { beforeEach, describe, expect, it } from "vitest";
import { currentToasts, dismissToast, toast } from "./toast";

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
