import { describe, expect, it } from "vitest";
import { formatTimestamp, formDataLines, orUnknown } from "./history-format";

describe("history cells", () => {
  it("reads a missing location or device as Unknown", () => {
    expect(orUnknown(null)).toBe("Unknown");
    expect(orUnknown("  ")).toBe("Unknown");
    expect(orUnknown("Mobile")).toBe("Mobile");
  });

  it("writes a time readably and keeps an unreadable one as it came", () => {
    expect(formatTimestamp("2026-11-23T10:15:00Z")).toMatch(/2026/);
    expect(formatTimestamp("not a time")).toBe("not a time");
  });

  it("names answers by the form's labels in its order, then answers to removed fields by their ids", () => {
    const fields = [
      { id: "email", label: "Your email" },
      { id: "name", label: "Full name" },
      { id: "phone", label: "Phone" },
    ];
    expect(formDataLines({ name: "Ada", budget: "10k", email: "ada@example.com" }, fields)).toEqual([
      { label: "Your email", value: "ada@example.com" },
      { label: "Full name", value: "Ada" },
      { label: "budget", value: "10k" },
    ]);
  });

  it("turns a submission into label: value lines in the order sent", () => {
    expect(
      formDataLines({
        Name: "Ada",
        Newsletter: true,
        Topics: ["a", "b"],
        Age: 36,
        Note: "",
        Extra: { x: 1 },
      }),
    ).toEqual([
      { label: "Name", value: "Ada" },
      { label: "Newsletter", value: "Yes" },
      { label: "Topics", value: "a, b" },
      { label: "Age", value: "36" },
      { label: "Note", value: "—" },
      { label: "Extra", value: '{"x":1}' },
    ]);
  });
});
