/**
 * The browser entry of the card view: the components plus their stylesheets. Server code and
 * node tests import ./card-view directly, since node cannot load a .css import.
 */
import "./card-view.css";
import "./card-form.css";

export { CardForm } from "./card-form";
export { cardThemeStyle } from "./card-theme-style";
export { CardView } from "./card-view";
export { SocialIcon } from "./social-icon";
