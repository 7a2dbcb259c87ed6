// An <img> that shows a placeholder when the picture cannot load (spec §2). An image that failed
// before hydration fired its error event before React listened, so a mounted image is checked too.
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useT } from '../../i18n';
import { ImageIcon } from '../icons';

export function FallbackImage({
  className,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
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
  return <img ref={ref} className={className} alt={alt} onError={() => setFailed(true)} {...rest} />;
}
