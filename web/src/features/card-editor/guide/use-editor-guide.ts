/**
 * The editor guide's state (kept in browser storage): which steps are done,
 * whether it is folded away, and whether the user chose 'Don't show again'.
 */
import { PRODUCT_FILE_PREFIX } from "@core/limits";
import { useCallback, useState } from "react";

export const GUIDE_STORAGE_KEY = `${PRODUCT_FILE_PREFIX}-editor-guide`;

export const GUIDE_STEPS = ["basic", "design", "gallery", "social", "buttons"] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

export interface GuideState {
  completed: GuideStep[];
  collapsed: boolean;
  dismissed: boolean;
}

function isStep(value: unknown): value is GuideStep {
  return typeof value === "string" && (GUIDE_STEPS as readonly string[]).includes(value);
}

/** Reads what was stored, ignoring anything malformed (storage is user-editable). */
export function parseGuideState(raw: string | null): GuideState {
  // Folded at first: one slim row above the editor until the user asks for the steps.
  const fallback: GuideState = { completed: [], collapsed: true, dismissed: false };
  if (!raw) return fallback;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof GuideState, unknown>>;
    return {
      completed: Array.isArray(value.completed) ? [...new Set(value.completed.filter(isStep))] : [],
      collapsed: typeof value.collapsed === "boolean" ? value.collapsed : true,
      dismissed: value.dismissed === true,
    };
  } catch {
    return fallback;
  }
}

export function guideProgress(completed: readonly GuideStep[]): number {
  return Math.round((completed.length / GUIDE_STEPS.length) * 100);
}

function load(): GuideState {
  try {
    return parseGuideState(localStorage.getItem(GUIDE_STORAGE_KEY));
  } catch {
    return parseGuideState(null);
  }
}

/**
 * The guide's state; a step counts as done when marked complete or when `doneByCard` (what the
 * saved card shows done) has it, and progress counts both.
 */
export function useEditorGuide(doneByCard: readonly GuideStep[]) {
  const [state, setState] = useState<GuideState>(load);
  const done = GUIDE_STEPS.filter((step) => state.completed.includes(step) || doneByCard.includes(step));

  const update = useCallback((change: (state: GuideState) => GuideState) => {
    setState((current) => {
      const next = change(current);
      try {
        localStorage.setItem(GUIDE_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage unavailable: the guide remembers this visit only.
      }
      return next;
    });
  }, []);

  return {
    state,
    done,
    progress: guideProgress(done),
    toggleStep: (step: GuideStep) =>
      update((s) => ({
        ...s,
        completed: s.completed.includes(step)
          ? s.completed.filter((done) => done !== step)
          : [...s.completed, step],
      })),
    setCollapsed: (collapsed: boolean) => update((s) => ({ ...s, collapsed })),
    dismiss: () => update((s) => ({ ...s, dismissed: true })),
  };
}
