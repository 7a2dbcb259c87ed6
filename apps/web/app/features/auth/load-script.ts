// Loads a provider's script once, on demand (sign-in buttons load theirs on click, on /auth only).
const loading = new Map<string, Promise<void>>();

export const loadScript = (src: string): Promise<void> => {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
};
