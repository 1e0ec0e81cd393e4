import { describe, expect, it } from "vitest";
import { extractContactDetails } from "./contact-details";

/**
 * Not a speed target: a guard against catastrophic backtracking. These inputs take well under a
 * second in linear time and minutes if any pattern goes quadratic, so the bound is loose enough
 * for the busiest machine and still catches the defect.
 */
const LINEAR_TIME_BOUND_MS = 10_000;

describe("extractContactDetails: email", () => {
  it.each([
    ["my email is ana@example.com", "ana@example.com"],
    ["Reach me at Ana.Silva+sales@mail.example.co.uk.", "Ana.Silva+sales@mail.example.co.uk"],
    ["<bob@example.org>", "bob@example.org"],
    ["email: x_y@sub.domain.io, thanks", "x_y@sub.domain.io"],
  ])("finds it in %j", (text, email) => {
    expect(extractContactDetails(text).email).toBe(email);
  });

  it.each(["ana@", "@example.com", "ana@example", "ana at example dot com", "a@b.c", "@@@@"])(
    "finds none in %j",
    (text) => {
      expect(extractContactDetails(text).email).toBeUndefined();
    },
  );
});

describe("extractContactDetails: phone", () => {
  it.each([
    ["call me at 555-123-4567", "555-123-4567"],
    ["+44 20 7946 0958 is my number", "+44 20 7946 0958"],
    ["(555) 123-4567", "(555) 123-4567"],
    ["5551234567.", "5551234567"],
    ["number 555.123.4567 thanks", "555.123.4567"],
    ["+4915112345678", "+4915112345678"],
    ["it's 1234567", "1234567"],
  ])("finds it in %j", (text, phone) => {
    expect(extractContactDetails(text).phone).toBe(phone);
  });

  it.each([
    "We plan to start in 2025",
    "Our budget is $5000",
    "Our budget is $1500000",
    "about $ 2500000 in total",
    "1500000 USD",
    "budget 2000000 dollars",
    "we have 1,500,000 users",
    "a 30% discount on 1234567%",
    "starting 2025-01-15",
    "from 2024 - 2025",
    "pi is 3.14159265",
    "order ID12345678",
    "call 123456",
    "1234567890123456",
    "ana2025555@example.com",
  ])("finds none in %j", (text) => {
    expect(extractContactDetails(text).phone).toBeUndefined();
  });
});

describe("extractContactDetails: name", () => {
  it.each([
    ["Hi, my name is Ana", "Ana"],
    ["my name is john", "john"],
    ["My name is Ana Silva and I run a bakery", "Ana Silva"],
    ["I'm Bob", "Bob"],
    ["I\u2019m Zoë Müller from Acme", "Zoë Müller"],
    ["Hello, I am Priya.", "Priya"],
    ["This is Carlos, the owner", "Carlos"],
    ["call me Ishmael", "Ishmael"],
    ["I'm Mary-Jane and i'm curious", "Mary-Jane"],
  ])("finds it in %j", (text, name) => {
    expect(extractContactDetails(text).name).toBe(name);
  });

  it.each([
    "I'm interested in your services",
    "I'm looking for a CRM",
    "I'm not sure",
    "I am Interested",
    "This is great",
    "this is expensive",
    "call me tomorrow",
    "i'm bob",
    "my name is",
    "Tim's name is irrelevant",
  ])("finds none in %j", (text) => {
    expect(extractContactDetails(text).name).toBeUndefined();
  });
});

describe("extractContactDetails: together and hostile", () => {
  it("finds all three in one message", () => {
    expect(extractContactDetails("I'm Ana Silva, ana@example.com, +1 555 123 4567")).toEqual({
      name: "Ana Silva",
      email: "ana@example.com",
      phone: "+1 555 123 4567",
    });
  });

  it("gives nothing for plain text", () => {
    expect(extractContactDetails("What does it cost?")).toEqual({});
  });

  it("stays fast on long adversarial input", () => {
    const inputs = [
      `${"a".repeat(100_000)}@`,
      `a@${"b.".repeat(50_000)}`,
      `${"1 ".repeat(50_000)}x`,
      `${"(".repeat(50_000)}1`,
      `my name is ${"a".repeat(100_000)}`,
      "i'm ".repeat(30_000),
    ];
    const started = performance.now();
    for (const text of inputs) extractContactDetails(text);
    expect(performance.now() - started).toBeLessThan(LINEAR_TIME_BOUND_MS);
  });
});
