/**
 * The chat header's 'Start a new conversation' button: an icon (lucide's square-pen, drawn in
 * the text colour, so it follows a light or dark card) with its name for assistive technology and
 * as a tooltip. What it does is the widget's (widget.ts startOver).
 */
import { element } from "./message-body";

const SVG = "http://www.w3.org/2000/svg";
const PATHS = [
  "M12 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7",
  "M18.375 2.625a1 1 0 0 1 3 3l-9.013 9.014a2 2 0 0 1-.853.505l-2.873.84a.5.5 0 0 1-.62-.62l.84-2.873a2 2 0 0 1 .506-.852z",
];
const NEW_CONVERSATION_LABEL = "Start a new conversation";

function icon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  for (const [name, value] of Object.entries({
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "aria-hidden": "true",
    focusable: "false",
  })) {
    svg.setAttribute(name, value);
  }
  for (const d of PATHS) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    svg.append(path);
  }
  return svg;
}

export function newConversationButton(): HTMLButtonElement {
  const button = element("button", "pc-icon-button pc-new-conversation");
  button.type = "button";
  button.setAttribute("aria-label", NEW_CONVERSATION_LABEL);
  button.title = NEW_CONVERSATION_LABEL;
  button.append(icon());
  return button;
}
