import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables now (its first call does, some milliseconds on a phone), so that
 * this work is a task of its own rather than part of the first component that draws.
 */
export function prepareClassMerging(): void {
  twMerge("");
}
