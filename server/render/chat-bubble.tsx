/**
 * The sales assistant's bubble on the public card page, rendered only when the
 * card's assistant answers visitors. It is a real button from the first paint; the widget's code
 * (web/public-card/chat/) is loaded only when a visitor opens it, so the page's first load does
 * not grow. The empty panel is here so that the button's aria-controls names an element.
 */
import { IconMessageCircle } from "@tabler/icons-react";

export interface ChatBubbleProps {
  botName: string;
  avatarUrl: string | null;
}

const CHAT_PANEL_ID = "pp-chat-panel";

export function ChatBubble({ botName, avatarUrl }: ChatBubbleProps) {
  return (
    <div className="pp-chat" data-bot-name={botName} data-avatar-url={avatarUrl ?? undefined}>
      <section id={CHAT_PANEL_ID} className="pp-chat-panel" aria-label={`Chat with ${botName}`} hidden />
      <button
        type="button"
        className="pp-chat-bubble"
        data-action="open-chat"
        aria-expanded="false"
        aria-controls={CHAT_PANEL_ID}
        aria-label={`Chat with ${botName}`}
      >
        <IconMessageCircle size={28} stroke={1.75} aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
}
