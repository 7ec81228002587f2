/**
 * The live chat widget's page API (PLT-11). The provider is Tawk.to by default: its embed script installs
 * `window.Tawk_API`, which a page programs through these members (the live chat simulator speaks the same).
 */
export type TawkApi = {
  visitor?: { name: string; email?: string };
  onLoad?: () => void;
  onChatMinimized?: () => void;
  maximize?: () => void;
  minimize?: () => void;
  hideWidget?: () => void;
  showWidget?: () => void;
};

type ChatWindow = { Tawk_API?: TawkApi; Tawk_LoadStart?: Date };

let loading: Promise<TawkApi> | null = null;

/**
 * Loads the widget once per page (later calls share the first load), the way the provider's own snippet does:
 * `Tawk_API` set up before the script, which calls `onLoad` when its widget is ready. Rejects when the script fails.
 */
export function loadLiveChat(scriptUrl: string, visitor: TawkApi['visitor'], scope: Window = window): Promise<TawkApi> {
  loading ??= new Promise<TawkApi>((resolve, reject) => {
    const chatWindow = scope as unknown as ChatWindow;
    const api: TawkApi = (chatWindow.Tawk_API ??= {});
    chatWindow.Tawk_LoadStart = new Date();
    if (visitor) api.visitor = visitor;
    api.onLoad = () => resolve(api);
    const script = scope.document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.charset = 'UTF-8';
    script.setAttribute('crossorigin', '*');
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('live chat script failed to load'));
    };
    scope.document.body.append(script);
  });
  return loading;
}
