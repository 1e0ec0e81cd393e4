/**
 * The browser entry of the card view: the component plus its stylesheet. Server code and
 * node tests import ./card-view directly, since node cannot load a .css import.
 */
import "./card-view.css";

export { CardView } from "./card-view";
export { SocialIcon } from "./social-icon";
