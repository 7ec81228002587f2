import { useEffect, useState } from 'react';

/** Copies text to the clipboard; `copied` says so for two seconds. */
export function useCopy(): { copied: string | null; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return undefined;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return {
    copied,
    copy: async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        // No clipboard (old WebView, no permission): fall back to a hidden textarea.
        const area = document.createElement('textarea');
        area.value = text;
        area.setAttribute('readonly', '');
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.append(area);
        area.select();
        document.execCommand('copy');
        area.remove();
      }
      setCopied(text);
    },
  };
}
