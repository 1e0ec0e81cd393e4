/**
 * Token counts the LLM engine makes itself, where the model's server gives none: the prompt's
 * share of a reservation (made before the call, when nothing is reported yet), and a reply whose
 * server reports no usage. One rule for both, so what is reserved covers what is counted: a
 * token per three bytes of UTF-8, which errs high for most text (English runs near four
 * characters a token; a CJK character is three bytes and mostly one token), plus the chat
 * format's few tokens around each message.
 */

const BYTES_PER_TOKEN = 3;
const TOKENS_PER_MESSAGE = 4;

export const estimateTokens = (text: string): number =>
  Math.ceil(Buffer.byteLength(text, "utf8") / BYTES_PER_TOKEN);

/** A prompt's tokens: each message's text and framing, and the framing of the reply it asks for. */
export const promptTokens = (messages: readonly { content: string }[]): number =>
  messages.reduce((sum, m) => sum + TOKENS_PER_MESSAGE + estimateTokens(m.content), TOKENS_PER_MESSAGE);
