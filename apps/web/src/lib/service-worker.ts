/**
 * Registers public/sw.js in a built app: it keeps the app's shell for offline use and the app becomes installable.
 * Not in development, where Vite serves changing files that a kept shell would hide.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A browser that refuses (private mode, a policy) simply runs the app online only.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
