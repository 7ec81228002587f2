/**
 * The live chat widget (PLT-11): the tenant's site setting names its embed id; the installation says where the
 * provider's widget script lives and which origins the widget talks to. Tawk.to by default: its embed script is
 * `https://embed.tawk.to/<property id>/<widget id>`, and the widget opens frames and sockets on *.tawk.to. In
 * development and tests the live chat simulator serves a widget speaking the same `Tawk_API` on loopback.
 */
export type LiveChatEmbed = {
  /** The widget script of one embed id (a tenant's property and widget), or null for an id that cannot be one. */
  scriptUrl(embedId: string): string | null;
  /** What the page's Content-Security-Policy must allow for the widget to load and talk to its provider. */
  origins: readonly string[];
};

/** A Tawk.to embed id is "<property id>/<widget id>": two path-safe segments, never a URL of its own. */
const embedIdPattern = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64})?$/;

export const tawkDefaults = {
  scriptUrl: 'https://embed.tawk.to/{embedId}',
  origins: ['https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to', 'https://cdn.jsdelivr.net'],
};

export function createLiveChatEmbed(options: { scriptUrl: string; origins: readonly string[] }): LiveChatEmbed {
  const scriptOrigin = new URL(options.scriptUrl.replace('{embedId}', 'x')).origin;
  return {
    scriptUrl: (embedId) => (embedIdPattern.test(embedId) ? options.scriptUrl.replace('{embedId}', embedId) : null),
    origins: [...new Set([scriptOrigin, ...options.origins])],
  };
}
