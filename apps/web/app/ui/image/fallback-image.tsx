// An <img> that shows a placeholder when the picture cannot load (spec §2). An image that failed
// before hydration fired its error event before React listened, so a mounted image is checked too.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useT } from '../../i18n';
import { ImageIcon } from '../icons';

/**
 * `firstScreen`: the picture is on a phone's first screen, often the page's largest paint, so it is
 * fetched with the document at high priority; otherwise (false) only once laid out near the view.
 */
const screenLoading = (firstScreen: boolean | undefined): ImgHTMLAttributes<HTMLImageElement> =>
  firstScreen === undefined
    ? {}
    : { loading: firstScreen ? 'eager' : 'lazy', fetchPriority: firstScreen ? 'high' : 'auto' };

export function FallbackImage({
  className,
  alt,
  firstScreen,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; firstScreen?: boolean }) {
  const t = useT();
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        className={`image-fallback ${className ?? ''}`}
        role="img"
        aria-label={alt || t('ui.imageUnavailable')}
      >
        <ImageIcon />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={className}
      alt={alt}
      onError={() => setFailed(true)}
      {...screenLoading(firstScreen)}
      {...rest}
    />
  );
}
