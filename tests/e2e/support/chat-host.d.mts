/** The loopback stand-in for a chat provider's host; see chat-host.mjs. */
export const CHAT_SCRIPT_URL: string;
